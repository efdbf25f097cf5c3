import { createHash } from 'node:crypto';
import { API_MESSAGES, IDEMPOTENCY_KEY_MAX } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, invalidInput } from '../../lib/app-error.js';
import { claimKey, keepAnswer, releaseKey } from './repository.js';

// `Idempotency-Key` on the creating POSTs (issue 50; docs/decisions/0091), as Stripe and the
// IETF draft (draft-ietf-httpapi-idempotency-key-header) have it: a retry with the same key and
// the same request gets the first answer again (status and body) and creates nothing; the same
// key with another request is 422; a retry while the first still runs is 409. Keys belong to
// the caller (the member's session, or one API token) and last 24 hours. Only a 2xx answer is
// kept: a refused request (400, 429, …) lets its key go, so a retry runs afresh.

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes an Idempotency-Key. 'body': claimed before the handler, from the parsed
     * JSON body; 'form': the handler claims it (claimIdempotency) once it has read its multipart
     * form, whose boundaries differ on every retry, so the parts are compared, not the bytes.
     */
    idempotency?: 'body' | 'form';
  }
  interface FastifyRequest {
    /** This request's key, while it holds it. */
    idempotencyClaim: { id: string; settled: boolean } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** On a replayed answer, so a client can tell it from the first. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_PATTERN = /^[\x21-\x7e]+$/;

/** Thrown to answer a retry with the first request's answer (plugins/errors.ts sends it). */
export class IdempotentReplay extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super('idempotent replay');
  }
}

/** The value with every object's keys in order: a client may re-encode its JSON differently. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * Claims the request's Idempotency-Key, if it sent one, for this request (`material`: what it
 * asks for, its body or its form's parts). Returns when the request should run; throws the
 * first answer (IdempotentReplay), 422 for another request under the key, 409 while the first
 * runs. A caller not known yet is left to the route, which refuses it.
 */
export async function claimIdempotency(request: FastifyRequest, material: unknown): Promise<void> {
  const key = request.headers['idempotency-key'];
  if (key === undefined || request.idempotencyClaim) return;
  if (
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > IDEMPOTENCY_KEY_MAX ||
    !KEY_PATTERN.test(key)
  ) {
    throw invalidInput(API_MESSAGES.idempotencyKeyInvalid, {
      [IDEMPOTENCY_HEADER]: API_MESSAGES.idempotencyKeyInvalid,
    });
  }
  const user = await request.currentUser();
  if (!user) return;
  const scope = request.apiToken ? `token:${request.apiToken.id}` : `user:${user.id}`;
  // The operation and its path (which case, which thread) are part of the request.
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify(
        canonical({
          method: request.method,
          path: request.url.split('?')[0],
          body: material ?? null,
        }),
      ),
    )
    .digest('hex');
  const { db } = request.server.deps.database;
  // Twice at most: a key let go between our insert and our read is free the second time.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const outcome = await claimKey(db, { scope, key, userId: user.id, fingerprint });
    if (outcome.claimed) {
      request.idempotencyClaim = { id: outcome.id, settled: false };
      return;
    }
    const { row } = outcome;
    if (!row) continue;
    if (row.fingerprint !== fingerprint) {
      throw new AppError('idempotency_key_reused', API_MESSAGES.idempotencyKeyReused);
    }
    if (row.responseStatus !== null && row.responseBody !== null) {
      throw new IdempotentReplay(row.responseStatus, row.responseBody);
    }
    break;
  }
  throw new AppError('conflict', API_MESSAGES.idempotencyKeyInProgress, { retryAfterSeconds: 1 });
}

/** Keeps a claimed request's 2xx answer for its retries, or lets its key go. */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.idempotency !== 'body') return;
    await claimIdempotency(request, request.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const { db } = app.deps.database;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    try {
      if (ok && typeof payload === 'string') {
        await keepAnswer(db, claim.id, { status: reply.statusCode, body: payload });
      } else {
        await releaseKey(db, claim.id);
      }
    } catch (error) {
      // The answer still goes: the key stays taken and its retries hear 409 until it is
      // abandoned (repository.ts), never a second record.
      request.log.warn({ err: error }, 'idempotency key not settled');
    }
    return payload;
  });
  // An answer that never passed onSend (a stream, a reply cut short): the key is free for the
  // retry. Not on the client's going away: the handler may still create, and answer into the
  // void; the onSend above settles it then.
  const release = async (request: FastifyRequest) => {
    const claim = request.idempotencyClaim;
    if (!claim || claim.settled) return;
    claim.settled = true;
    await releaseKey(app.deps.database.db, claim.id).catch((error: unknown) =>
      request.log.warn({ err: error }, 'idempotency key not released'),
    );
  };
  app.addHook('onResponse', release);
}
