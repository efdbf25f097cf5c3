import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

// One-click unsubscribe (RFC 8058): a link per member and kind, signed with a key the servers
// share in the database (made once, on first use), so it works signed out, cannot be guessed or
// altered to another member or kind, and needs no row per email.

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

const sign = (key: Buffer, userId: string, kind: NotificationKind) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest();

export async function unsubscribeToken(
  db: DbOrTx,
  cacheOwner: object,
  userId: string,
  kind: NotificationKind,
): Promise<string> {
  const key = await keyFor(db, cacheOwner);
  return `${userId}.${kind}.${sign(key, userId, kind).toString('base64url')}`;
}

/** The member and kind a token stands for, or null for anything not made by this registry. */
export async function readUnsubscribeToken(
  db: DbOrTx,
  cacheOwner: object,
  token: string,
): Promise<{ userId: string; kind: NotificationKind } | null> {
  const [userId, kind, mac, ...rest] = token.split('.');
  if (!userId || !kind || !mac || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/.test(userId)) return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const given = Buffer.from(mac, 'base64url');
  const key = await keyFor(db, cacheOwner);
  const expected = sign(key, userId, kind as NotificationKind);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as NotificationKind };
}
