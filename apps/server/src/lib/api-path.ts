import type { FastifyRequest } from 'fastify';

// Whether a request is to the API is decided on what Fastify routed, never on the bytes of the
// URL: the router decodes percent-escapes, so `/%61pi/account` is served by `/api/account`, and
// a prefix test on request.url would let it skip every rule about API requests (Bearer tokens,
// the JSON 404).

/** The path as the router reads it: query left off, escapes decoded as find-my-way does (decodeURI). */
export function routedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] || '/';
  try {
    return decodeURI(path);
  } catch {
    // A broken escape never reaches a hook: Fastify refuses it first (frameworkErrors).
    return path;
  }
}

/** True for a path under /api (the prefix itself included). */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** A request to the API: the route it matched or, when none did, its decoded path. */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? routedPath(request.url));
}
