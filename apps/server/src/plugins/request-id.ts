import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// Every request has an id: the one a proxy or load balancer sent in X-Request-Id (so one id
// follows a request through every tier), or a fresh UUID. Fastify puts it on each log line
// the request writes (`requestId`), and the response echoes it, so a user's report of an
// error can be found in the logs.

export const REQUEST_ID_HEADER = 'x-request-id';

/** Only a short token is taken from outside: nothing that could forge or split a log line. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
}

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
