import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// Conditional requests (issue 50): a route marked `config.etag` answers 200 with an ETag, the
// hash of the exact bytes this caller gets (so one caller's tag never matches another's answer
// when they differ, e.g. a case's creator and a visitor), and 304 with no body when the request's
// If-None-Match names it. The route runs either way: a conditional search is still one search
// (it counts against the limits); what it saves is the answer's bytes.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer 200s with an ETag and honour If-None-Match with 304. */
    etag?: boolean;
  }
}

export function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
}

function matches(header: string, tag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config?.etag || request.method !== 'GET') return payload;
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const tag = etagOf(payload);
    reply.header('ETag', tag);
    const asked = request.headers['if-none-match'];
    if (typeof asked === 'string' && matches(asked, tag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
