import underPressure from '@fastify/under-pressure';
import { MESSAGES } from '@forewarn/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

// Load shedding: past an event-loop delay or heap threshold, a request is answered 503 with
// Retry-After at once, before any work, instead of joining a queue that times clients out (at
// 1,500 connections p99 reached 8.9 s and nothing answered 503). `/api/health` is always
// answered, so a load balancer can tell "busy" from "down".

/** Seconds a client turned away is asked to wait. */
export const SHED_RETRY_AFTER_SECONDS = 5;
const ALWAYS_ANSWERED = new Set(['/api/health']);

export async function registerLoadShedding(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number },
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    // Async, so a refusal reaches the error handler (Retry-After, the API's error shape).
    pressureHandler: async (request, _reply, type, value) => {
      if (ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return;
      request.log.warn({ type, value }, 'under pressure: request shed');
      throw new AppError('unavailable', MESSAGES.serverBusy, {
        retryAfterSeconds: SHED_RETRY_AFTER_SECONDS,
      });
    },
  });
}
