import { CaseDetailSchema, COUNTRY_CODES, LIMITS, MESSAGES } from '@forewarn/domain';
import { z } from 'zod';
import { CONDITIONAL, IfNoneMatch, NotModified } from '../../lib/conditional.js';
import { ErrorSchema } from '../../lib/error-schema.js';
import { claimIdempotency } from '../idempotency/idempotency.js';
import { editCase } from './edit-service.js';
import { assertMayLodge, lodgeCase } from './lodge-service.js';
import { caseFormMaterial, readCaseForm } from './multipart.js';
import { getCaseDetail } from './read-service.js';
import { CaseParams, type CasesApp, type CasesDepsOf, errors } from './route-context.js';
import { assertSuspendedMayLodge } from './submission-status.js';

/** A case lodged (multipart), read (masked for everyone but its creator) and edited. */
export function caseRoutes(app: CasesApp, deps: CasesDepsOf) {
  app.post(
    '/cases',
    {
      schema: {
        tags: ['cases'],
        summary: 'Lodge a case',
        description: `multipart/form-data: \`case\` (the case fields as JSON), \`mainImage\` (0 or 1 file) and \`extraImages\` (0 to ${LIMITS.extraImages} files). The country is \`country\` in \`case\` (one of ${COUNTRY_CODES.join(', ')}), else the signed-in user’s. Needs a verified email (403 without). 429 with Retry-After when a rate limit applies. A suspended member gets the block that ends last: 403 for the suspension, or 429 for a limit that outlasts it.`,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ case: CaseDetailSchema }), ...errors, 429: ErrorSchema },
      },
      // A suspended member is refused below, before the upload is read, with the block that
      // ends last (issue 45): the guard's answer would name the suspension's end alone.
      config: { allowWhileSuspended: true, idempotency: 'form' },
    },
    async (request, reply) => {
      const user = await request.requireUser(MESSAGES.mustBeLoggedIn);
      await assertSuspendedMayLodge(deps(request), user);
      assertMayLodge(user);
      const form = await readCaseForm(request);
      // A retry's multipart boundary differs: its parts and files' bytes are compared.
      await claimIdempotency(request, caseFormMaterial(form));
      const detail = await lodgeCase(deps(request), user, form, request.ip);
      return reply.status(201).send({ case: detail });
    },
  );

  app.get(
    '/cases/:id',
    {
      config: { etag: true },
      schema: {
        tags: ['cases'],
        summary: 'A case: masked, unless the caller created it',
        description: CONDITIONAL,
        params: CaseParams,
        headers: IfNoneMatch,
        response: { 200: CaseDetailSchema, 304: NotModified, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks (the creator sees full values): never shared caches.
      reply.header('Cache-Control', 'private, no-store');
      const user = await request.currentUser();
      // On a fresh replica (issue 39): the case's own reads, not the images' storage.
      return request.readFresh((db) => {
        const onReplica = deps(request);
        return getCaseDetail(
          { ...onReplica, database: { ...onReplica.database, db } },
          user,
          request.params.id,
        );
      });
    },
  );

  app.patch(
    '/cases/:id',
    {
      schema: {
        tags: ['cases'],
        summary: 'Edit a case (creator only): the fields sent change, the others stay',
        params: CaseParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: CaseDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      return editCase(deps(request), user, request.params.id, request.body);
    },
  );
}
