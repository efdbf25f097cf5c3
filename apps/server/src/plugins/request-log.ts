import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, without its query string. Fastify's own request logging writes
 * the whole URL, and a search's query string is a phone number or an email address
 * (`/api/cases/search?q=0412345678`, and the shared page URL `/?q=…`): together with the
 * client's address, a log of who looked up whom. Paths carry only ids.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        // Not under `req`/`res`: those keys go through Fastify's serializers, which add the URL.
        method: request.method,
        path: request.url.split('?')[0],
        remoteAddress: request.ip,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
}
