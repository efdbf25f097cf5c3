// SHA-256 in plain JavaScript, synchronously, for the sign-up proof of work (docs/decisions/0027,
// 0062): the solver hashes up to 500,001 candidates, and crypto.subtle's one promise per hash
// costs more than the hash itself. Checked against crypto.subtle in sha256.test.ts.
//
// Words are held in Int32Arrays, not Uint32Arrays: V8 keeps an int32 unboxed, while a uint32 at
// or above 2^31 becomes a double, and the rounds would run in floating point.

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);
const utf8 = new TextEncoder();

/** Big-endian words 0..15 of the 64-byte block at `offset`, into w[from..15]. */
function loadBlock(w: Int32Array, bytes: Uint8Array, offset: number, from = 0): void {
  for (let t = from; t < 16; t++) {
    const j = offset + t * 4;
    w[t] =
      ((bytes[j] ?? 0) << 24) |
      ((bytes[j + 1] ?? 0) << 16) |
      ((bytes[j + 2] ?? 0) << 8) |
      (bytes[j + 3] ?? 0);
  }
}

/** The message schedule: w[16..63] from w[0..15]. */
function expand(w: Int32Array): void {
  for (let t = 16; t < 64; t++) {
    const w15 = w[t - 15] ?? 0;
    const w2 = w[t - 2] ?? 0;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    w[t] = ((w[t - 16] ?? 0) + s0 + (w[t - 7] ?? 0) + s1) | 0;
  }
}

/**
 * Rounds `from`..`to - 1` of the compression of an expanded block `w`, starting from the working
 * variables `vars`, into `out`. With `chain` given, the rounds are the last ones and `out` gets
 * the chaining value plus the variables (the block's result); without it, `out` gets the
 * variables themselves, to go on from later. `out` may be `vars` or `chain`.
 */
function rounds(
  w: Int32Array,
  vars: Int32Array,
  from: number,
  to: number,
  out: Int32Array,
  chain?: Int32Array,
): void {
  let a = vars[0] ?? 0;
  let b = vars[1] ?? 0;
  let c = vars[2] ?? 0;
  let d = vars[3] ?? 0;
  let e = vars[4] ?? 0;
  let f = vars[5] ?? 0;
  let g = vars[6] ?? 0;
  let h = vars[7] ?? 0;
  for (let t = from; t < to; t++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + (K[t] ?? 0) + (w[t] ?? 0)) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + S0 + maj) | 0;
  }
  if (chain) {
    a = (a + (chain[0] ?? 0)) | 0;
    b = (b + (chain[1] ?? 0)) | 0;
    c = (c + (chain[2] ?? 0)) | 0;
    d = (d + (chain[3] ?? 0)) | 0;
    e = (e + (chain[4] ?? 0)) | 0;
    f = (f + (chain[5] ?? 0)) | 0;
    g = (g + (chain[6] ?? 0)) | 0;
    h = (h + (chain[7] ?? 0)) | 0;
  }
  out[0] = a;
  out[1] = b;
  out[2] = c;
  out[3] = d;
  out[4] = e;
  out[5] = f;
  out[6] = g;
  out[7] = h;
}

/** SHA-256's padding: 0x80 after a message of `length` bytes, its length in bits at `end`. */
function pad(bytes: Uint8Array, at: number, length: number, end: number): void {
  bytes[at] = 0x80;
  const bits = length * 8;
  const high = Math.floor(bits / 0x100000000);
  for (let i = 0; i < 4; i++) {
    bytes[end - 8 + i] = (high >>> (24 - 8 * i)) & 0xff;
    bytes[end - 4 + i] = (bits >>> (24 - 8 * i)) & 0xff;
  }
}

/** SHA-256 of a string's UTF-8 bytes, in lowercase hex. */
export function sha256Hex(text: string): string {
  const message = utf8.encode(text);
  const blocks = Math.ceil((message.length + 9) / 64);
  const bytes = new Uint8Array(blocks * 64);
  bytes.set(message);
  pad(bytes, message.length, message.length, bytes.length);
  const state = INITIAL.slice();
  const w = new Int32Array(64);
  for (let block = 0; block < blocks; block++) {
    loadBlock(w, bytes, block * 64);
    expand(w);
    rounds(w, state, 0, 64, state, state);
  }
  let hex = '';
  for (const word of state) hex += (word >>> 0).toString(16).padStart(8, '0');
  return hex;
}

/**
 * The first number n in 0..max for which sha256Hex(salt + n) is `challenge`, or null: ALTCHA's
 * proof of work. The same as trying sha256Hex on each candidate, only about 10 times faster
 * (docs/decisions/0062): nothing is allocated per candidate, only the number's digits are
 * rewritten, and the result is compared as 8 words with the challenge decoded once.
 *
 * What does not change across candidates is hashed once: the salt's whole 64-byte blocks (the
 * midstate), and the first rounds of the next block, as far as that block holds only salt. The
 * server's salts are 55 and 57 bytes (altcha-lib's 12 random bytes in hex, then
 * "?level=hard&expires=…&"), so salt + number is two blocks: the first with the salt's first 13
 * or 14 words fixed, the second only padding and the length, fixed for each count of digits.
 */
export function solve(challenge: string, salt: string, max: number): number | null {
  if (!/^[0-9a-f]{64}$/.test(challenge)) return null;
  const target = new Int32Array(8);
  for (let i = 0; i < 8; i++) target[i] = Number.parseInt(challenge.slice(i * 8, i * 8 + 8), 16);

  const saltBytes = utf8.encode(salt);
  const wholeBlocks = Math.floor(saltBytes.length / 64);
  const w = new Int32Array(64);
  const midstate = INITIAL.slice();
  for (let block = 0; block < wholeBlocks; block++) {
    loadBlock(w, saltBytes, block * 64);
    expand(w);
    rounds(w, midstate, 0, 64, midstate, midstate);
  }

  // The rest: the salt's tail (0 to 63 bytes), the digits, the padding; one or two blocks.
  const tail = saltBytes.subarray(wholeBlocks * 64);
  const bytes = new Uint8Array(128);
  bytes.set(tail);
  // Rounds 0..fixedWords-1 of the first block read only the salt's words: run them once.
  const fixedWords = Math.floor(tail.length / 4);
  const first = new Int32Array(64);
  loadBlock(first, bytes, 0);
  const early = new Int32Array(8);
  rounds(first, midstate, 0, fixedWords, early);

  const second = new Int32Array(64);
  const between = new Int32Array(8);
  const state = new Int32Array(8);
  for (let digits = 1, low = 0; low <= max; digits++, low = 10 ** (digits - 1)) {
    const high = Math.min(max, 10 ** digits - 1);
    const end = tail.length + digits; // where the digits end, in the tail
    const blocks = end + 9 > 64 ? 2 : 1;
    bytes.fill(0, end);
    pad(bytes, end, saltBytes.length + digits, blocks * 64);
    // Digits that all fit in the first block leave the second one the same for every candidate.
    const secondChanges = end > 64;
    if (blocks === 2 && !secondChanges) {
      loadBlock(second, bytes, 64);
      expand(second);
    }
    for (let n = low; n <= high; n++) {
      for (let i = end - 1, rest = n; i >= tail.length; i--, rest = Math.floor(rest / 10)) {
        bytes[i] = 48 + (rest % 10);
      }
      loadBlock(first, bytes, 0, fixedWords);
      expand(first);
      rounds(first, early, fixedWords, 64, between, midstate);
      if (blocks === 2) {
        if (secondChanges) {
          loadBlock(second, bytes, 64);
          expand(second);
        }
        rounds(second, between, 0, 64, state, between);
      } else {
        state.set(between);
      }
      if (
        state[0] === target[0] &&
        state[1] === target[1] &&
        state[2] === target[2] &&
        state[3] === target[3] &&
        state[4] === target[4] &&
        state[5] === target[5] &&
        state[6] === target[6] &&
        state[7] === target[7]
      ) {
        return n;
      }
    }
  }
  return null;
}
