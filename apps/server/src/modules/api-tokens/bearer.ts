import { API_TOKEN_MESSAGES, type ApiTokenScope } from '@forewarn/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';
import { type AppError, forbidden, rateLimited, unauthenticated } from '../../lib/app-error.js';
import { activeSuspension, suspensionMessage } from '../../lib/suspension.js';
import { bearerSecret } from '../../plugins/bearer-header.js';
import {
  isDocumentPath,
  operationKey,
  TOKEN_VISITOR_READS,
} from '../../plugins/openapi-operations.js';
import { hashToken } from '../../plugins/session.js';
import { addressSubjects } from '../rate-limits/client-address.js';
import { type AddressRule, countAndCheckAddress, MINUTE_MS } from '../rate-limits/limits.js';
import { findApiTokenByHash, touchApiToken } from './repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope an API token needs to call this route (docs/decisions/0063). A route without
     * one answers every Bearer request 403: tokens reach only what is marked for them.
     */
    apiTokenScope?: ApiTokenScope;
  }
  interface FastifyContextConfig {
    /** Any valid token may call this route, whatever its scopes (its own usage). */
    apiTokenAnyScope?: boolean;
  }
  interface FastifyRequest {
    /** The API token the request came with, once bearer.ts has admitted it; else null. */
    apiToken: { id: string; scopes: readonly ApiTokenScope[] } | null;
  }
}

/** A visitor's read (openapi-operations.ts TOKEN_VISITOR_READS), or the API's document. */
function visitorRead(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  if (isDocumentPath(url)) return request.method === 'GET' || request.method === 'HEAD';
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return TOKEN_VISITOR_READS.has(operationKey(method, url));
}

/** last_used_at is written at most this often per token. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Failed Bearer tokens from one address (issue 46, N18), counted at every level as failed
 * sign-ups are: past the cap, every Bearer request from the address is answered 429 before its
 * token is looked up, until the window ends.
 */
export const BEARER_FAILURE_RULES: readonly AddressRule[] = [
  {
    scope: 'bearer-failure:10min',
    windowMs: 10 * MINUTE_MS,
    caps: { host: 20, site: 40, network: 80 },
  },
];

/** Seconds until the address may try tokens again, or null: a read of its failure counters. */
async function bearerRefusal(db: DbOrTx, ip: string, now = Date.now()): Promise<number | null> {
  const [rule] = BEARER_FAILURE_RULES;
  if (!rule) return null;
  const start = Math.floor(now / rule.windowMs) * rule.windowMs;
  const subjects = addressSubjects(ip);
  const rows = await db
    .select({ subject: rateLimitCounters.subject, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.scope, rule.scope),
        eq(rateLimitCounters.windowStart, new Date(start)),
        inArray(
          rateLimitCounters.subject,
          subjects.map((s) => s.subject),
        ),
      ),
    );
  const over = subjects.some(
    ({ level, subject }) =>
      (rows.find((r) => r.subject === subject)?.count ?? 0) >= rule.caps[level],
  );
  return over ? Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000)) : null;
}

function refuse(reply: FastifyReply, error: AppError): AppError {
  // RFC 6750: a refused token says which scheme the API expects.
  reply.header('WWW-Authenticate', 'Bearer realm="forewarn"');
  return error;
}

/**
 * Admits a Bearer request before any route runs: an unknown or revoked token is 401; a route
 * not marked for tokens, or one whose scope the token lacks, is 403; a suspended member's
 * token is 403 (their tokens are deleted when they are suspended; this covers the moment
 * between). The admitted token's member becomes request.currentUser().
 */
export function registerBearerTokens(app: FastifyInstance): void {
  const { db } = app.deps.database;
  app.decorateRequest('apiToken', null);
  app.addHook('onRequest', async (request, reply) => {
    const secret = bearerSecret(request);
    // No route: the 404 answers it, token or not.
    if (secret === null || request.routeOptions.url === undefined) return;
    const blocked = await bearerRefusal(db, request.ip);
    if (blocked !== null) throw rateLimited(API_TOKEN_MESSAGES.tooManyFailures, blocked);
    const found =
      secret.length > 0 && secret.length <= 200
        ? await findApiTokenByHash(db, hashToken(secret))
        : undefined;
    if (!found) {
      // A failure counts against the address; the one that reaches the cap is refused already.
      const refused = await countAndCheckAddress(db, request.ip, BEARER_FAILURE_RULES);
      if (refused) throw rateLimited(API_TOKEN_MESSAGES.tooManyFailures, refused.retryAfterSeconds);
      throw refuse(reply, unauthenticated(API_TOKEN_MESSAGES.invalid));
    }
    // Past the expiry chosen at its creation (issue 50): refused as a credential, not counted
    // as a guess against the address (it was a real token).
    if (found.token.expiresAt && found.token.expiresAt.getTime() <= Date.now())
      throw refuse(reply, unauthenticated(API_TOKEN_MESSAGES.expired));
    const config = request.routeOptions.config;
    const scope = config?.apiTokenScope;
    const scopes = found.token.scopes as ApiTokenScope[];
    const anyScope = config?.apiTokenAnyScope === true;
    // What a visitor may read, read as a visitor (issue 50): the member stays unknown to it.
    const asVisitor = !scope && !anyScope && visitorRead(request);
    if (!scope && !anyScope && !asVisitor) throw forbidden(API_TOKEN_MESSAGES.notForThisRequest);
    if (scope && !scopes.includes(scope)) throw forbidden(API_TOKEN_MESSAGES.missingScope(scope));
    const suspension = activeSuspension(found.user);
    if (suspension) throw forbidden(suspensionMessage(suspension));
    request.apiToken = { id: found.token.id, scopes };
    if (!asVisitor) request.tokenUser = found.user;
    const lastUsed = found.token.lastUsedAt?.getTime() ?? 0;
    if (Date.now() - lastUsed > TOUCH_EVERY_MS) await touchApiToken(db, found.token.id);
  });
}
