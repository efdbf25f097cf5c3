import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../lib/metrics.js';
import { exposition } from '../lib/metrics-exposition.js';
import { isOwnLoopback } from './slow-bodies.js';

// GET /metrics in Prometheus' text format. Not public: with METRICS_TOKEN set it needs
// `Authorization: Bearer <token>`; without it, only a scraper on this machine (a loopback
// socket, whatever X-Forwarded-For says) gets an answer. Everyone else gets 404, as for any
// path that does not exist. A request that came through a proxy is not a scraper on this
// machine even when its socket is loopback: a reverse proxy on the same machine would otherwise
// hand /metrics to the whole internet (issues 22, 37). Proxies differ in what they add (nginx
// X-Forwarded-For or X-Real-IP, Apache X-Forwarded-Host alone, Squid Via, Cloudflare
// CF-Connecting-IP, Akamai True-Client-IP, RFC 7239 Forwarded), so any of them, even empty,
// means a proxy. Such a request needs the token.

const PROXY_HEADERS = [
  'forwarded',
  'x-real-ip',
  'via',
  'cf-connecting-ip',
  'true-client-ip',
] as const;
const cameThroughProxy = (request: FastifyRequest) =>
  PROXY_HEADERS.some((name) => request.headers[name] !== undefined) ||
  Object.keys(request.headers).some((name) => name.startsWith('x-forwarded-'));

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const isLoopback = isOwnLoopback;

function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameSecret(header.slice(7), token);
  }
  return !cameThroughProxy(request) && isLoopback(request.socket.remoteAddress);
}

export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token: string | undefined },
): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/cases/:id), never the URL: ids and searches stay out of labels.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, options.token)) {
      return reply.callNotFound();
    }
    reply.header('Content-Type', metrics.registry.contentType);
    reply.header('Cache-Control', 'no-store');
    return exposition(metrics, request.log);
  });
}
