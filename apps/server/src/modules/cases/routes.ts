import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { removeTempUploadsAfter } from '../../lib/uploads/temp-uploads.js';
import { caseImageRoutes } from './case-image-routes.js';
import { caseRoutes } from './case-routes.js';
import { caseStatusRoutes } from './case-status-routes.js';
import { ownCaseRoutes } from './own-case-routes.js';
import type { CasesDepsOf } from './route-context.js';

/**
 * Cases: lodge (multipart), read (masked for everyone but the creator), edit, pause, resolve,
 * delete, their images, and the signed-in user's own list; a file for each use case.
 */
export const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin; the limits are set per request in readCaseForm. A file over the
  // limit is marked truncated rather than thrown, so the rest of the form is still read and the
  // answer is the spec's message.
  await app.register(multipart, { throwFileSizeLimit: false });
  // Uploads wait in temporary files until the handler has answered (or the client has gone).
  removeTempUploadsAfter(app);
  const deps: CasesDepsOf = (request) => ({
    database: app.deps.database,
    storage: app.deps.storage,
    log: request.log,
    crowd: app.deps.crowd,
  });

  // In this order, which the OpenAPI document's paths keep.
  caseRoutes(app, deps);
  caseStatusRoutes(app, deps);
  caseImageRoutes(app, deps);
  ownCaseRoutes(app, deps);
};
