import { createHash, randomBytes } from 'node:crypto';
// For their type augmentations (request.cookies, app.deps) wherever this module is compiled.
import type {} from '@fastify/cookie';
import { DAY_MS, HOUR_MS, MESSAGES } from '@forewarn/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { createStatementBatcher } from '../db/statement-batcher.js';
import type {} from '../deps.js';
import { unauthenticated } from '../lib/app-error.js';
import { noteMemberLanguage } from '../lib/language.js';
import { activeSuspension, suspendedError } from '../lib/suspension.js';
import { bearerSecret } from './bearer-header.js';
import { hasStanding, type KnownSessions } from './known-sessions.js';

// Sessions: an opaque random token in an HttpOnly cookie; the database keeps only its SHA-256,
// so a leaked table hands out no sessions.

export const SESSION_COOKIE = 'fw_session';
const SESSION_DAYS = 30;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = HOUR_MS;

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded once per request, on first use. */
    currentUser(): Promise<SessionUser | null>;
    /** The signed-in user; throws 401 with the given message when signed out. */
    requireUser(message?: string): Promise<SessionUser>;
    /**
     * The member an API token speaks for, set by modules/api-tokens/bearer.ts before any route
     * runs; on a Bearer request it is the only user there is (decision 0063).
     */
    tokenUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The route changes nothing a suspension is about (a read that is a POST, signing out,
     * leaving): a suspended user may still call it. Every other non-GET route under /api is
     * refused to them (registerSuspensionGuard).
     */
    allowWhileSuspended?: boolean;
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
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
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

/** `known`, when given, learns each session the database vouches for (plugins/known-sessions.ts). */
export function registerSessions(app: FastifyInstance, known?: KnownSessions): void {
  const { db } = app.deps.database;

  // Every signed-in request loads its user: prepared once, as the visitors' hot reads are
  // (building the statement with Drizzle costs more than running it; docs/performance.md), and
  // the lookups of one round trip go as one statement (the counters' group commit, decision
  // 0026), which the signed-in reads' cost showed: a statement of its own per request.
  const sessionUsers = db
    .select({ tokenHash: sessions.tokenHash, user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.tokenHash} = ANY(${sql.placeholder('tokenHashes')}::text[])`,
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('session_users');
  const sessionUser = createStatementBatcher(
    async (tokenHashes: string[]) => {
      const rows = await sessionUsers.execute({ tokenHashes: [...new Set(tokenHashes)] });
      const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
      // Each request its own user object, even when two of a batch share a session.
      return tokenHashes.map((tokenHash) => {
        const row = byHash.get(tokenHash);
        return row && { ...row, user: { ...row.user } };
      });
    },
    { maxBatch: 200 },
  );

  async function load(request: FastifyRequest): Promise<SessionUser | null> {
    // A Bearer request is its token's alone: the cookie a browser may also carry is not read.
    if (bearerSecret(request) !== null) return request.tokenUser;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const row = await sessionUser(tokenHash);
    // A suspended user stays signed in: they may read, and the suspension guard refuses writes.
    if (!row) return null;
    known?.remember(tokenHash, row.user.id, {
      verified: row.user.emailVerified,
      standing: hasStanding(row.user, app.deps.crowd?.now() ?? Date.now()),
    });
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return row.user;
  }

  app.decorateRequest('tokenUser', null);
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { _user?: Promise<SessionUser | null> };
    self._user ??= load(this).then((user) => {
      if (user) noteMemberLanguage(this.languageStore, user.language);
      return user;
    });
    return self._user;
  });

  app.decorateRequest('requireUser', async function (this: FastifyRequest, message?: string) {
    const user = await this.currentUser();
    if (!user) throw unauthenticated(message ?? MESSAGES.logInToPerformAction);
    return user;
  });
}

/**
 * Methods a suspended user may always send: reading, and DELETE, which only ever takes down
 * what the caller may take down (their own case, response, image, account; the route checks
 * whose it is), never adds anything.
 */
const SUSPENDED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

/**
 * Other writes a suspended user may still make, besides routes marked `allowWhileSuspended`:
 * everything about signing in and out and their own password. Taking their data with them is a
 * GET, and deleting their account a DELETE: both pass anyway.
 * Moderation routes answer 404 themselves to anyone who is not an active moderator, a
 * suspended one included, so the feature stays invisible.
 */
const SUSPENDED_MAY = [/^\/api\/auth\//, /^\/api\/moderation(\/|$)/];

/**
 * Suspension (issue 13), enforced in one place for every route, including routes added later:
 * a suspended user can sign in, read and take their own things down, but any POST, PUT or
 * PATCH answers 403 with the reason and the end date. Runs before the body is read, so an upload is refused before it is received.
 */
export function registerSuspensionGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SUSPENDED_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return;
    if (request.routeOptions.config?.allowWhileSuspended) return;
    if (SUSPENDED_MAY.some((pattern) => pattern.test(route))) return;
    if (!request.cookies[SESSION_COOKIE] && bearerSecret(request) === null) return;
    const user = await request.currentUser();
    const suspension = user && activeSuspension(user);
    if (suspension) throw suspendedError(suspension);
  });
}
