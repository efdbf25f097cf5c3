import { MESSAGES } from '@forewarn/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** What a request that reaches a closing server is told: its replacement is starting. */
export const CLOSING_RETRY_AFTER_SECONDS = 2;

/**
 * While the server closes (a deploy's restart, SIGTERM), a request that still reaches it on a
 * connection already open (pipelined, or kept alive while busy) is asked to come back, in the
 * API's error shape with Retry-After, and its connection closed. Fastify's own
 * `return503OnClosing` (turned off in app.ts) answered in Fastify's shape, without Retry-After:
 * not the 503 the OpenAPI document promises. Registered before any hook that does work.
 */
export function registerClosingRefusal(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // Fastify says Connection: close itself while closing; said here too, whatever it does.
    reply.header('Connection', 'close');
    throw new AppError('unavailable', MESSAGES.serverBusy, {
      retryAfterSeconds: CLOSING_RETRY_AFTER_SECONDS,
    });
  });
}
