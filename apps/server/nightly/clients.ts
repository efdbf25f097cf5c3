import { DEFAULT_COUNTRY } from '@forewarn/domain';
import sharp from 'sharp';
import type { Database } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import { DEFAULT_PASSWORD, makeCase, sessionCookie, unique } from '../test/factories.js';

// What the nightly scenarios send: client addresses, accounts set up in the server's database,
// and images made to be expensive (to decode, or to hold).

/**
 * A random address in 10.0.0.0/8: one more client, through TRUST_PROXY and X-Forwarded-For. Two
 * may share a /24 now and then, as a crowd's do; the bench's may not (bench/paced-sender.ts).
 */
export function randomClientAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 24);
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A random IPv6 address in a /48 of its own (2^45 of them), as a botnet's hosts on many
 * providers would be: no per-address share (any level up to the /48) holds two of them.
 */
export function randomSlash48Address(): string {
  const bits = (n: number) => Math.floor(Math.random() * 2 ** n).toString(16);
  return `${(0x2000 + Math.floor(Math.random() * 0x2000)).toString(16)}:${bits(16)}:${bits(16)}::${bits(16)}`;
}

export type Account = { email: string; password: string; cookie: string; id: string };

/**
 * Verified accounts written straight to the database, each with a session of its own. They share
 * one password hash: hashing is what makes accounts slow to make, and hundreds are needed where
 * per-user limits (one lodgement per 10 minutes) would otherwise refuse the writes.
 */
export async function verifiedAccounts(database: Database, count: number): Promise<Account[]> {
  const passwordHash = await hashPassword(DEFAULT_PASSWORD);
  const rows = Array.from({ length: count }, () => {
    const id = unique();
    return {
      email: `nightly-${id}@example.test`,
      username: `nightly_${id}`,
      passwordHash,
      country: DEFAULT_COUNTRY,
      emailVerified: true,
    };
  });
  const accounts: Account[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await database.db
      .insert(users)
      .values(rows.slice(i, i + 500))
      .returning();
    for (const user of inserted) {
      accounts.push({
        email: user.email,
        password: DEFAULT_PASSWORD,
        id: user.id,
        cookie: await sessionCookie(database.db, user.id),
      });
    }
  }
  return accounts;
}

/** A case to respond to. */
export async function someCase(database: Database, creatorId: string): Promise<string> {
  const row = await makeCase(database.db, { creatorId });
  return row.id;
}

export { unique };

/**
 * An animated GIF of a few KB that decodes to `frames` frames of `edge` × `edge` pixels: the
 * cheapest bytes an attacker can send for the most decoding work. Each frame is a different
 * colour: the GIF encoder folds identical frames into one (a tall `create` with `pageHeight`
 * gave a single frame, so the flood used to send one frame while claiming several).
 */
export async function decodeHeavyGif(edge: number, frames: number): Promise<Buffer> {
  const frame = (i: number) =>
    sharp({
      create: {
        width: edge,
        height: edge,
        channels: 3,
        background: { r: 200, g: (40 + i * 25) % 256, b: 40 },
      },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
  const all = await Promise.all(Array.from({ length: frames }, (_, i) => frame(i)));
  return sharp(all, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A PNG of one colour: a few KB on the wire, width × height pixels to decode. */
export function bigPixelPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A PNG of random noise just under `bytes` long: it cannot be compressed, so it is big. */
export async function noisePng(bytes: number): Promise<Buffer> {
  // Noise compresses to a little over its raw size: start a few percent under and shrink to fit.
  for (let side = Math.floor(Math.sqrt((bytes * 0.96) / 3)); ; side -= 8) {
    const raw = Buffer.alloc(side * side * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
    const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    if (png.length <= bytes) return png;
  }
}

/** The p-th percentile (0–100) of the values, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Counts of answers by status ('error' for no answer at all). */
export function tally(statuses: readonly (number | 'error')[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of statuses) counts[String(s)] = (counts[String(s)] ?? 0) + 1;
  return counts;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
