import underPressure from '@fastify/under-pressure';
import { MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { addressSubject } from '../modules/rate-limits/client-address.js';
import { isOwnLoopback } from './slow-bodies.js';

// Load shedding: past an event-loop delay or heap threshold, a request is answered 503 with
// Retry-After at once, before any work, instead of joining a queue that times clients out (at
// 1,500 connections p99 reached 8.9 s and nothing answered 503). The event loop is not where
// such a queue forms, though: the nightly overload test (1,500 connections at search and case
// pages) saw no event-loop delay worth shedding while requests waited 6.7 s (p50) for one of
// the pool's database connections, and 716 of them 10 s. So a request is also shed while more
// than `maxDatabaseWaiting` queries wait for a connection, or while `maxInFlight` requests are
// being answered already (a burst of new connections is admitted whole before any of it has
// reached the database queue). Event streams stay open for hours and are not counted.
// `/api/health` and `/api/ready` are always answered, so a load balancer can tell "busy" from
// "down"; /api/ready says 503 with the reason while everyone is being shed.
//
// Issue 22 (decision 0030): a request with a body counts as in flight only once its body has
// arrived (before, 128 connections trickling bodies held every slot for 5 minutes), and the
// heaviest clients go first. From half of either threshold on, a client (a signed-in member's
// account, known without a database lookup, else the address, an IPv6 address by its /64;
// plugins/known-sessions.ts; not 127.0.0.1 or ::1, plugins/slow-bodies.ts) that already has
// `maxInFlight / 8` requests in flight is refused while
// everyone else is still answered; only at the thresholds themselves is everyone refused.
//
// Only the API is shed (decision 0054). The app shell (a prebuilt, precompressed file, or
// index.html) touches no database and costs next to nothing, and a refused script breaks the
// page it belongs to (React keeps a lazy screen's failed load), so the visitor was left with a
// blank page until they reloaded. A CI run saw exactly that after a 2-second stall of its
// machine: a second of Infinity event-loop delay shed the lodgement page's own chunk.

/** Seconds a client turned away is asked to wait. */
export const SHED_RETRY_AFTER_SECONDS = 5;
const ALWAYS_ANSWERED = new Set(['/api/health', '/api/ready']);
/** The API's routes are shed; the app shell and the API's own 404s (no route) never are. */
const isShed = (request: FastifyRequest) => {
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/api/') && !ALWAYS_ANSWERED.has(route);
};
const STREAMS = new Set(['/api/threads/events', '/api/threads/:id/events']);
/** How long /api/ready keeps saying "shedding" after the last request shed from everyone. */
const READY_MEMORY_MS = 2000;

export type SheddingReason = 'database_waiting' | 'requests_in_flight' | 'under_pressure';

declare module 'fastify' {
  interface FastifyInstance {
    /** Why every request is being shed now (or was in the last 2 s), else null. */
    sheddingReason(): SheddingReason | null;
  }
}

const hasBody = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
};

export async function registerLoadShedding(
  app: FastifyInstance,
  options: {
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number;
    /** Queries waiting for a database connection now (pg.Pool's waitingCount). */
    databaseWaiting: () => number;
    maxDatabaseWaiting: number;
    /** Requests answered at once, past which more are shed. */
    maxInFlight: number;
    /** Who a request counts as for its share (plugins/known-sessions.ts); its address if unset. */
    subjectOf?: (request: FastifyRequest) => string;
  },
): Promise<void> {
  const refuse = () =>
    new AppError('unavailable', MESSAGES.serverBusy, {
      retryAfterSeconds: SHED_RETRY_AFTER_SECONDS,
    });
  const subjectOf = options.subjectOf ?? ((request: FastifyRequest) => addressSubject(request.ip));
  let inFlight = 0;
  const perClient = new Map<string, number>();
  const fairShare = Math.max(1, Math.ceil(options.maxInFlight / 8));
  /** Requests counted in flight, with the client they count for. */
  const counted = new WeakMap<FastifyRequest, string>();
  /** Requests whose body is still arriving: counted once it has. */
  const awaitingBody = new WeakSet<FastifyRequest>();
  let lastShed: { reason: SheddingReason; at: number } | undefined;

  const everyoneShed = (): SheddingReason | null => {
    if (options.databaseWaiting() > options.maxDatabaseWaiting) return 'database_waiting';
    if (inFlight >= options.maxInFlight) return 'requests_in_flight';
    return null;
  };

  /** Throws the 503 when this client's request is to be shed now; counts it in otherwise. */
  const admit = (request: FastifyRequest, count: boolean) => {
    const subject = subjectOf(request);
    const everyone = everyoneShed();
    const mine = perClient.get(subject) ?? 0;
    if (everyone) {
      lastShed = { reason: everyone, at: Date.now() };
      request.log.warn({ reason: everyone, inFlight }, 'queue full: request shed');
      throw refuse();
    }
    const busy =
      options.databaseWaiting() > options.maxDatabaseWaiting / 2 ||
      inFlight >= options.maxInFlight / 2;
    if (busy && mine >= fairShare && !isOwnLoopback(request.ip)) {
      request.log.warn({ subject, mine, inFlight }, 'busy: heaviest client shed');
      throw refuse();
    }
    if (!count) return;
    inFlight += 1;
    perClient.set(subject, mine + 1);
    counted.set(request, subject);
  };

  // Whichever comes first, once: the answer sent, the response closed, or the client gone.
  const release = async (request: FastifyRequest) => {
    awaitingBody.delete(request);
    const subject = counted.get(request);
    if (subject === undefined) return;
    counted.delete(request);
    inFlight -= 1;
    const left = (perClient.get(subject) ?? 1) - 1;
    if (left <= 0) perClient.delete(subject);
    else perClient.set(subject, left);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isShed(request)) return;
    const stream = STREAMS.has(request.routeOptions.url ?? '');
    const bodyToCome = hasBody(request) && !request.raw.complete;
    admit(request, !stream && !bodyToCome);
    if (bodyToCome && !stream) awaitingBody.add(request);
    reply.raw.once('close', () => void release(request));
  });
  // Runs once the body has been read and parsed (a multipart body is read by its handler: those
  // are capped by plugins/upload-limit.ts and cut off when they stall, plugins/slow-bodies.ts).
  app.addHook('preValidation', async (request) => {
    if (!awaitingBody.delete(request)) return;
    admit(request, true);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    // Async, so a refusal reaches the error handler (Retry-After, the API's error shape).
    pressureHandler: async (request, _reply, type, value) => {
      if (!isShed(request)) return;
      lastShed = { reason: 'under_pressure', at: Date.now() };
      request.log.warn({ type, value }, 'under pressure: request shed');
      throw refuse();
    },
  });

  app.decorate('sheddingReason', (): SheddingReason | null => {
    const now = everyoneShed() ?? (app.isUnderPressure() ? 'under_pressure' : null);
    if (now) return now;
    if (lastShed && Date.now() - lastShed.at < READY_MEMORY_MS) return lastShed.reason;
    return null;
  });
}
