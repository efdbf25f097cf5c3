import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notices } from '../../db/schema/index.js';

// The notifier's status link (issue 48): an HMAC of the notice's id under a key the servers
// share in app_secrets, so the mail job can write the link again from the id alone (a job's
// payload holds ids only) while the table keeps only the token's SHA-256.

const keys = new WeakMap<object, Promise<Buffer>>();

async function signingKey(db: DbOrTx): Promise<Buffer> {
  await db.execute(sql`
    INSERT INTO app_secrets (name, value)
    VALUES ('notice-status', ${randomBytes(32).toString('base64url')})
    ON CONFLICT (name) DO NOTHING
  `);
  const result = await db.execute<{ value: string }>(
    sql`SELECT value FROM app_secrets WHERE name = 'notice-status'`,
  );
  const value = result.rows[0]?.value;
  if (!value) throw new Error('notice status key missing');
  return Buffer.from(value, 'base64url');
}

function keyFor(db: DbOrTx, cacheOwner: object): Promise<Buffer> {
  let key = keys.get(cacheOwner);
  if (!key) {
    key = signingKey(db);
    key.catch(() => keys.delete(cacheOwner));
    keys.set(cacheOwner, key);
  }
  return key;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A 43-character base64url token (256 bits). */
export const STATUS_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function statusToken(db: DbOrTx, cacheOwner: object, noticeId: string) {
  const key = await keyFor(db, cacheOwner);
  return createHmac('sha256', key).update(`notice-status:${noticeId}`).digest('base64url');
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** A reference people can read out: a prefix and 10 characters (about 49 bits). */
export function newReference(prefix: 'N' | 'S'): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}-${out.slice(0, 5)}-${out.slice(5)}`;
}

/** The notice a status link names, or undefined (routes.ts keeps out of the tables). */
export async function noticeByStatusToken(db: DbOrTx, token: string) {
  const [notice] = await db
    .select()
    .from(notices)
    .where(eq(notices.statusTokenHash, tokenHash(token)));
  return notice;
}
