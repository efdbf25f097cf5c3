import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NamedWindow, RateUsage } from './limits.js';

// What an API token's search is told of its limits (issue 50), in two conventions: the
// long-established X-RateLimit-* for the limit that runs out first (decision 0080), and the
// IETF draft's RateLimit-Policy and RateLimit (draft-ietf-httpapi-ratelimit-headers-10), which
// list every window by name: the token's own minute, its member's minute and day. Every number
// is read from the counters in PostgreSQL that the search has just bumped.

/** `RateLimit-Policy`: each window's quota (q) and length in seconds (w). */
export const rateLimitPolicy = (windows: readonly NamedWindow[]) =>
  windows.map((w) => `"${w.name}";q=${w.limit};w=${w.windowSeconds}`).join(', ');

/** `RateLimit`: what is left in each window (r) and the seconds until it starts again (t). */
export const rateLimit = (windows: readonly NamedWindow[]) =>
  windows
    .map((w) => `"${w.name}";r=${Math.max(0, w.limit - w.used)};t=${w.resetSeconds}`)
    .join(', ');

/** The headers' writer for a token's request; undefined for a session or a visitor. */
export function rateHeaders(request: FastifyRequest, reply: FastifyReply) {
  if (!request.apiToken) return undefined;
  return (usage: RateUsage, windows: NamedWindow[]) => {
    reply.header('X-RateLimit-Limit', String(usage.limit));
    reply.header('X-RateLimit-Remaining', String(usage.remaining));
    reply.header('X-RateLimit-Reset', String(usage.resetSeconds));
    if (windows.length === 0) return;
    reply.header('RateLimit-Policy', rateLimitPolicy(windows));
    reply.header('RateLimit', rateLimit(windows));
  };
}
