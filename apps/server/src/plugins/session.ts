import { createHash, randomBytes } from 'node:crypto';
// For their type augmentations (request.cookies, app.deps) wherever this module is compiled.
import type {} from '@fastify/cookie';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import type {} from '../deps.js';
import { unauthenticated } from '../lib/app-error.js';

// Sessions: an opaque random token in an HttpOnly cookie; the database keeps only its SHA-256,
// so a leaked table hands out no sessions.

export const SESSION_COOKIE = 'fw_session';
const SESSION_DAYS = 30;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded once per request, on first use. */
    currentUser(): Promise<SessionUser | null>;
    /** The signed-in user; throws 401 with the given message when signed out. */
    requireUser(message?: string): Promise<SessionUser>;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: DbOrTx,
  reply: FastifyReply,
  userId: string,
  options: { secure: boolean },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieAttributes(options.secure),
    expires: expiresAt,
  });
}

/** The session cookie's attributes, the same when it is set and when it is cleared. */
function cookieAttributes(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
}

export async function endSession(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  // Cleared with the attributes it was set with (a bare clear once sent an empty `SameSite=`).
  const secure = request.server.deps.config.publicUrl.startsWith('https://');
  reply.clearCookie(SESSION_COOKIE, cookieAttributes(secure));
}

/** Ends every session of a user (password reset, suspension). */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export function registerSessions(app: FastifyInstance): void {
  const { db } = app.deps.database;

  async function load(request: FastifyRequest): Promise<SessionUser | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const [row] = await db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row || row.user.suspendedAt) return null;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return row.user;
  }

  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { _user?: Promise<SessionUser | null> };
    self._user ??= load(this);
    return self._user;
  });

  app.decorateRequest('requireUser', async function (this: FastifyRequest, message?: string) {
    const user = await this.currentUser();
    if (!user) throw unauthenticated(message ?? 'Please log in to perform this action.');
    return user;
  });
}
