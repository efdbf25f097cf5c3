import type { FastifyInstance } from 'fastify';
import { isApiRequest } from '../lib/api-path.js';

// The API's version, on every answer under /api (issue 50; docs/api.md "Versions and
// deprecation"): an integration can log which contract it spoke to. The version changes only
// for a breaking change, announced as the policy there says; additions keep it.

/** The major version of the HTTP API; the OpenAPI document's info.version starts with it. */
export const API_VERSION = '1';
export const API_VERSION_HEADER = 'Forewarn-Api-Version';

export function registerApiVersion(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isApiRequest(request)) reply.header(API_VERSION_HEADER, API_VERSION);
  });
}
