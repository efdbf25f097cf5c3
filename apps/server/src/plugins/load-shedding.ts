import underPressure from '@fastify/under-pressure';
import { MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

// Load shedding: past an event-loop delay or heap threshold, a request is answered 503 with
// Retry-After at once, before any work, instead of joining a queue that times clients out (at
// 1,500 connections p99 reached 8.9 s and nothing answered 503). The event loop is not where
// such a queue forms, though: the nightly overload test (1,500 connections at search and case
// pages) saw no event-loop delay worth shedding while requests waited 6.7 s (p50) for one of
// the pool's database connections, and 716 of them 10 s. So a request is also shed while more
// than `maxDatabaseWaiting` queries wait for a connection, or while `maxInFlight` requests are
// being answered already (a burst of new connections is admitted whole before any of it has
// reached the database queue). Event streams stay open for hours and are not counted.
// `/api/health` is always answered, so a load balancer can tell "busy" from "down".

/** Seconds a client turned away is asked to wait. */
export const SHED_RETRY_AFTER_SECONDS = 5;
const ALWAYS_ANSWERED = new Set(['/api/health']);
const STREAMS = new Set(['/api/threads/events', '/api/threads/:id/events']);

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
  },
): Promise<void> {
  const refuse = () =>
    new AppError('unavailable', MESSAGES.serverBusy, {
      retryAfterSeconds: SHED_RETRY_AFTER_SECONDS,
    });
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url ?? '';
    if (ALWAYS_ANSWERED.has(route)) return;
    const waiting = options.databaseWaiting();
    if (waiting > options.maxDatabaseWaiting || inFlight >= options.maxInFlight) {
      request.log.warn({ waiting, inFlight }, 'queue full: request shed');
      throw refuse();
    }
    if (STREAMS.has(route)) return;
    inFlight += 1;
    counted.add(request);
  });
  // Whichever comes first, once: the answer sent, or the client gone.
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    // Async, so a refusal reaches the error handler (Retry-After, the API's error shape).
    pressureHandler: async (request, _reply, type, value) => {
      if (ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return;
      request.log.warn({ type, value }, 'under pressure: request shed');
      throw refuse();
    },
  });
}
