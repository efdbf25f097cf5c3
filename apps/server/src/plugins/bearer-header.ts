import type { FastifyRequest } from 'fastify';
import { isApiRequest } from '../lib/api-path.js';

// `Authorization: Bearer …` on a route under /api names an API token (docs/decisions/0063).
// Such a request is the token's alone: the session cookie is never read for it, and so the
// Origin check that guards the cookie (plugins/security.ts) has nothing to guard. A browser on
// another site cannot attach the header itself: no CORS is offered, so its preflight fails.

/** The token of a Bearer request to the API, or null when the request is not one. */
export function bearerSecret(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  if (!isApiRequest(request)) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  // Any other scheme, or a bare token with none (issue 50), is a token gone wrong: never looked
  // up, never a reason to fall back to the cookie. The empty secret is refused as unknown (401).
  return match ? (match[1] ?? '') : '';
}
