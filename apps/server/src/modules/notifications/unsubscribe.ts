import { createHash, createHmac, randomBytes } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

// One-click unsubscribe (RFC 8058; docs/decisions/0057): a link per member and kind that works
// signed out. Its token is an HMAC of the member and kind under a key the servers share in the
// database (made once, on first use): opaque, it names no account, and the same for every email
// of that kind, so it needs one row per member and kind (unsubscribe_links, keyed by the token's
// SHA-256), not one per email. A token nobody made finds no row and is refused.

const keys = new WeakMap<object, Promise<Buffer>>();

async function signingKey(db: DbOrTx): Promise<Buffer> {
  await db.execute(sql`
    INSERT INTO app_secrets (name, value)
    VALUES ('unsubscribe', ${randomBytes(32).toString('base64url')})
    ON CONFLICT (name) DO NOTHING
  `);
  const result = await db.execute<{ value: string }>(
    sql`SELECT value FROM app_secrets WHERE name = 'unsubscribe'`,
  );
  const value = result.rows[0]?.value;
  if (!value) throw new Error('unsubscribe key missing');
  return Buffer.from(value, 'base64url');
}

/** The key, read once per database handle. */
function keyFor(db: DbOrTx, cacheOwner: object): Promise<Buffer> {
  let key = keys.get(cacheOwner);
  if (!key) {
    key = signingKey(db);
    key.catch(() => keys.delete(cacheOwner));
    keys.set(cacheOwner, key);
  }
  return key;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A 43-character base64url token (256 bits): what every unsubscribe link carries. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The member's link for this kind, written on first use (the email that carries it). */
export async function unsubscribeToken(
  db: DbOrTx,
  cacheOwner: object,
  userId: string,
  kind: NotificationKind,
): Promise<string> {
  const key = await keyFor(db, cacheOwner);
  const token = createHmac('sha256', key)
    .update(`unsubscribe:${userId}:${kind}`)
    .digest('base64url');
  await db.execute(sql`
    INSERT INTO unsubscribe_links (token_hash, user_id, kind)
    VALUES (${hashOf(token)}, ${userId}, ${kind})
    ON CONFLICT DO NOTHING
  `);
  return token;
}

/** The member and kind a token stands for, or null for anything not made by this registry. */
export async function readUnsubscribeToken(
  db: DbOrTx,
  token: string,
): Promise<{ userId: string; kind: NotificationKind } | null> {
  if (!TOKEN.test(token)) return null;
  const result = await db.execute<{ userId: string; kind: string }>(sql`
    SELECT user_id AS "userId", kind FROM unsubscribe_links WHERE token_hash = ${hashOf(token)}
  `);
  const row = result.rows[0];
  if (!row || !(NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) return null;
  return { userId: row.userId, kind: row.kind as NotificationKind };
}
