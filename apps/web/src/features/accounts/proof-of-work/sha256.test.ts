import { describe, expect, it } from 'vitest';
import { sha256Hex, solve } from './sha256';

async function subtleHex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The first n in 0..max with sha256Hex(salt + n) === challenge, one hash at a time. */
function bruteForce(challenge: string, salt: string, max: number): number | null {
  for (let n = 0; n <= max; n++) if (sha256Hex(`${salt}${n}`) === challenge) return n;
  return null;
}

// A salt of exactly `length` bytes, shaped like the server's (hex, then params, then '&').
function saltOf(length: number): string {
  const shape = '0123456789abcdef01234567?level=hard&expires=1764111111&'.repeat(3);
  return shape.slice(shape.length - length);
}

describe('sha256Hex', () => {
  it('agrees with crypto.subtle across every padding boundary', async () => {
    for (let length = 0; length <= 140; length++) {
      const text = saltOf(length);
      expect(sha256Hex(text), `length ${length}`).toBe(await subtleHex(text));
    }
  });

  it('hashes UTF-8 bytes, as altcha-lib does', async () => {
    for (const text of ['é', 'Zoë?level=hard&', '名前&', '🙂'.repeat(20)]) {
      expect(sha256Hex(text)).toBe(await subtleHex(text));
    }
  });
});

describe('solve', () => {
  // Short, the server's 55 and 57, each side of the 55/56 and 63/64 byte boundaries (where the
  // padding or the digits move into the next block), whole blocks, and longer.
  const lengths = [
    0, 1, 24, 52, 53, 54, 55, 56, 57, 59, 60, 61, 62, 63, 64, 65, 100, 127, 128, 130,
  ];
  const max = 1_200;

  for (const length of lengths) {
    it(`finds the number brute force finds, for a salt of ${length} bytes`, async () => {
      const salt = saltOf(length);
      expect(new TextEncoder().encode(salt)).toHaveLength(length);
      // One number of each count of digits, the ends of each count, and the top.
      for (const number of [0, 7, 9, 10, 42, 99, 100, 999, 1_000, 1_199, max]) {
        const challenge = await subtleHex(`${salt}${number}`);
        expect(bruteForce(challenge, salt, max), `number ${number}`).toBe(number);
        expect(solve(challenge, salt, max), `number ${number}`).toBe(number);
      }
    });
  }

  it('finds the number for a salt outside ASCII', async () => {
    const salt = `${'é'.repeat(30)}?level=hard&`;
    const challenge = await subtleHex(`${salt}777`);
    expect(solve(challenge, salt, 1_000)).toBe(777);
  });

  it('finds a number of six digits, as the hard challenge has', async () => {
    const salt = saltOf(55);
    const challenge = await subtleHex(`${salt}499999`);
    expect(solve(challenge, salt, 500_000)).toBe(499_999);
  });

  it('returns null when the number is past max, or the salt is another', async () => {
    const salt = saltOf(57);
    const challenge = await subtleHex(`${salt}301`);
    expect(solve(challenge, salt, 300)).toBeNull();
    expect(bruteForce(challenge, salt, 300)).toBeNull();
    expect(solve(challenge, saltOf(56), 400)).toBeNull();
    expect(solve(challenge, salt, -1)).toBeNull();
  });

  it('returns null for a challenge that is not a SHA-256 in lowercase hex', async () => {
    const salt = saltOf(55);
    const challenge = await subtleHex(`${salt}3`);
    expect(solve(challenge.toUpperCase(), salt, 10)).toBeNull();
    expect(solve(challenge.slice(0, 63), salt, 10)).toBeNull();
  });
});
