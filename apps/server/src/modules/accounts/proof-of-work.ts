import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MINUTE_MS } from '@forewarn/domain';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';

// The sign-up proof of work (docs/decisions/0027): ALTCHA's SHA-256 challenges, made and
// checked here with altcha-lib, solved by the Sign Up page in a Web Worker. No third party
// sees anything: the key stays on the server, the solver is our own.

/** A challenge as its routes answer it (sign-up and notices of complaint): ALTCHA's fields. */
export const ChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});

/**
 * The solver tries numbers from 0 up: on average half of this many SHA-256 hashes. Measured in
 * Debian's Chromium on this machine at about 0.2 s for the whole range, and at most 0.6 s with
 * its CPU slowed 4 to 6 times, as a phone's (docs/decisions/0027, 0062's addendum).
 */
export const CHALLENGE_MAX_NUMBER = 100_000;

/**
 * While sign-ups run above their normal rate across the site (modules/crowd, issue 37), every
 * sign-up needs a challenge of this size: 5 times the work, 1.3 to 2.1 s at the median and under
 * 5 s at worst with Chromium's CPU slowed 4 to 6 times, as a phone's (docs/decisions/0062).
 */
export const HARD_CHALLENGE_MAX_NUMBER = 500_000;

/** How long a challenge may be solved and used; a spent one is remembered this long. */
export const CHALLENGE_TTL_MS = 10 * MINUTE_MS;

export type Challenge = {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

/** The key from ALTCHA_HMAC_KEY, else one generated once into DATA_DIR (mode 0600). */
export async function challengeKey(config: {
  altchaHmacKey: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (config.altchaHmacKey) return config.altchaHmacKey;
  const file = path.join(config.dataDir, 'altcha-hmac.key');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  await mkdir(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  try {
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return key;
  } catch {
    // Another process wrote it first: use theirs.
    return (await readFile(file, 'utf8')).trim();
  }
}

/**
 * A challenge; `hard` while the crowd is above normal. The level is in the signed salt, so a
 * solution of an easy challenge fetched before cannot stand in for a hard one.
 */
export async function newChallenge(
  key: string,
  now = new Date(),
  options: { hard?: boolean } = {},
): Promise<Challenge> {
  const maxnumber = options.hard ? HARD_CHALLENGE_MAX_NUMBER : CHALLENGE_MAX_NUMBER;
  const made = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: key,
    maxnumber,
    expires: new Date(now.getTime() + CHALLENGE_TTL_MS),
    params: { level: options.hard ? 'hard' : 'normal' },
  });
  return { ...made, algorithm: 'SHA-256', maxnumber };
}

/** A solution the server signed, not yet expired: its signature and expiry; else null. */
export async function checkSolution(
  key: string,
  payload: string | undefined,
): Promise<{ signature: string; expiresAt: Date; hard: boolean } | null> {
  if (!payload || payload.length > 2000) return null;
  let parsed: { algorithm?: unknown; signature?: unknown; salt?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  if (parsed.algorithm !== 'SHA-256' || typeof parsed.signature !== 'string') return null;
  if (typeof parsed.salt !== 'string') return null;
  const params = extractParams(payload);
  const expires = Number(params.expires);
  if (!Number.isFinite(expires)) return null; // every challenge made here has an expiry
  if (!(await verifySolution(payload, key, true).catch(() => false))) return null;
  return {
    signature: parsed.signature,
    expiresAt: new Date(expires * 1000),
    hard: params.level === 'hard',
  };
}

/**
 * Marks a solved challenge used, inside the sign-up's transaction: false if it was used
 * already. A sign-up racing with the same solution waits on the key and then finds it spent;
 * a sign-up that fails later rolls the mark back, so the person's solution is not lost.
 */
export async function spendChallenge(
  tx: DbOrTx,
  solved: { signature: string; expiresAt: Date },
): Promise<boolean> {
  const result = await tx.execute(sql`
    INSERT INTO spent_challenges (signature, expires_at)
    VALUES (${solved.signature}, ${solved.expiresAt.toISOString()}::timestamptz)
    ON CONFLICT (signature) DO NOTHING`);
  return (result.rowCount ?? 0) === 1;
}
