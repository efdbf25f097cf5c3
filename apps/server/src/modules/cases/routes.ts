import multipart from '@fastify/multipart';
import { CaseDetailSchema, CaseSummarySchema, MESSAGES } from '@forewarn/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONDITIONAL, IfNoneMatch, NotModified } from '../../lib/conditional.js';
import { ErrorSchema } from '../../lib/error-schema.js';
import { removeTempUploadsAfter } from '../../lib/uploads/temp-uploads.js';
import { claimIdempotency } from '../idempotency/idempotency.js';
import type { CasesDeps } from './case-rules.js';
import { editCase } from './edit-service.js';
import { addImages, deleteImage, imageFile } from './image-service.js';
import { assertMayLodge, lodgeCase } from './lodge-service.js';
import { caseFormMaterial, readCaseForm } from './multipart.js';
import { OWN_CASES_PAGE } from './own-cases.js';
import { getCaseDetail, myCases } from './read-service.js';
import { keepListed } from './retire-service.js';
import { deleteCase, setPaused, setResolved } from './status-service.js';
import { assertSuspendedMayLodge, submissionStatus } from './submission-status.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const CaseParams = z.object({ id: z.string().min(1).max(64) });
const ImageParams = CaseParams.extend({ imageId: z.string().min(1).max(64) });
const MessageSchema = z.object({ message: z.string() });

/**
 * Cases: lodge (multipart), read (masked for everyone but the creator), edit, pause, resolve,
 * delete, their images, and the signed-in user's own list.
 */
export const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin; the limits are set per request in readCaseForm. A file over the
  // limit is marked truncated rather than thrown, so the rest of the form is still read and the
  // answer is the spec's message.
  await app.register(multipart, { throwFileSizeLimit: false });
  // Uploads wait in temporary files until the handler has answered (or the client has gone).
  removeTempUploadsAfter(app);
  const deps = (request: FastifyRequest): CasesDeps => ({
    database: app.deps.database,
    storage: app.deps.storage,
    log: request.log,
    crowd: app.deps.crowd,
  });

  app.post(
    '/cases',
    {
      schema: {
        tags: ['cases'],
        summary: 'Lodge a case',
        description:
          'multipart/form-data: `case` (the case fields as JSON), `mainImage` (0 or 1 file) and `extraImages` (0 to 6 files). The country is `country` in `case` (one of AU, US, CA, GB, NZ, IE), else the signed-in user’s. Needs a verified email (403 without). 429 with Retry-After when a rate limit applies. A suspended member gets the block that ends last: 403 for the suspension, or 429 for a limit that outlasts it.',
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
      await claimIdempotency(request, await caseFormMaterial(form));
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

  for (const [action, paused] of [
    ['pause', true],
    ['unpause', false],
  ] as const) {
    app.post(
      `/cases/:id/${action}`,
      {
        schema: {
          tags: ['cases'],
          summary: `${paused ? 'Pause' : 'Unpause'} a case (creator only)`,
          params: CaseParams,
          response: { 200: z.object({ paused: z.boolean(), message: z.string() }), ...errors },
        },
      },
      async (request) => {
        const user = await request.requireUser(MESSAGES.logInToPauseCase);
        return setPaused(deps(request), user, request.params.id, paused);
      },
    );
  }

  for (const [action, resolved] of [
    ['resolve', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/cases/:id/${action}`,
      {
        schema: {
          tags: ['cases'],
          summary: resolved
            ? 'Mark a case Resolved (creator only): it leaves search and recent lists'
            : 'Reopen a resolved case (creator only)',
          params: CaseParams,
          response: { 200: z.object({ resolved: z.boolean(), message: z.string() }), ...errors },
        },
      },
      async (request) => {
        const user = await request.requireUser(MESSAGES.logInToPerformAction);
        return setResolved(deps(request), user, request.params.id, resolved);
      },
    );
  }

  app.post(
    '/cases/:id/keep-listed',
    {
      schema: {
        tags: ['cases'],
        summary: 'Keep a case listed another 3 years: the link of its stale-case reminder email',
        description:
          'The token is the one the reminder sent to the creator 30 days before the case would ' +
          'be archived (docs/decisions/0019). It works without signing in, and brings an ' +
          'archived case back. 404 with the link message when the token is not the case’s.',
        params: CaseParams,
        body: z.object({ token: z.string().max(200) }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => keepListed(deps(request), request.params.id, request.body.token),
  );

  app.delete(
    '/cases/:id',
    {
      schema: {
        tags: ['cases'],
        summary: 'Delete a case with its identifiers, images and comments (creator only)',
        params: CaseParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      await deleteCase(deps(request), user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/cases/:id/images',
    {
      schema: {
        tags: ['cases'],
        summary: 'Add images to a case (creator only)',
        description:
          'multipart/form-data: `mainImage` (when the case has none) and/or `extraImages` (into the free slots of 6; `warning` says when some did not fit).',
        consumes: ['multipart/form-data'],
        params: CaseParams,
        response: {
          200: z.object({ case: CaseDetailSchema, warning: z.string().nullable() }),
          ...errors,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      const form = await readCaseForm(request, { spareExtras: true });
      return addImages(deps(request), user, request.params.id, form);
    },
  );

  app.delete(
    '/cases/:id/images/:imageId',
    {
      schema: {
        tags: ['cases'],
        summary: 'Delete an image of a case (creator only)',
        params: ImageParams,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      return deleteImage(deps(request), user, request.params.id, request.params.imageId);
    },
  );

  app.get(
    '/cases/:id/images/:imageId',
    {
      schema: {
        tags: ['cases'],
        summary:
          'An image of a case the caller may see (variant=thumb for the card size, display for the case page)',
        params: ImageParams,
        querystring: z.object({
          variant: z.enum(['full', 'thumb', 'display']).default('full'),
        }),
      },
    },
    async (request, reply) => {
      const file = await imageFile(
        deps(request),
        await request.currentUser(),
        request.params.id,
        request.params.imageId,
        request.query.variant,
      );
      // Private: whether an image may be seen depends on who asks (trade-restricted cases).
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'private, max-age=3600')
        .send(file.stream);
    },
  );

  app.get(
    '/my/cases',
    {
      schema: {
        tags: ['cases'],
        summary:
          'The signed-in user’s own cases in the selected country (My Lodgements); without `country`, their profile’s',
        description:
          `Newest first, ${OWN_CASES_PAGE} a page (docs/decisions/0068). \`nextCursor\` is the ` +
          '`cursor` of the next page, null after the last; a cursor this server did not make is a 400.',
        querystring: z.object({
          country: z.string().max(10).optional(),
          cursor: z.string().max(200).optional(),
        }),
        response: {
          200: z.object({
            country: z.string(),
            cases: z.array(CaseSummarySchema),
            nextCursor: z.string().nullable(),
          }),
          401: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const user = await request.requireUser(MESSAGES.mustBeLoggedIn);
      return myCases(deps(request), user, request.query);
    },
  );

  app.get(
    '/my/submission-limit',
    {
      schema: {
        tags: ['cases'],
        summary: 'Whether the signed-in user may lodge a case now, and if not why',
        response: {
          200: z.object({
            /** Why not, without a date: the one limit that ends last (issue 45). */
            message: z.string().nullable(),
            /** Which limit that is: a suspension, a new account's first day, 20 a day, 10 minutes. */
            reason: z.enum(['suspended', 'first_day', 'daily', 'gap']).nullable(),
            retryAfterSeconds: z.number().nullable(),
            /** When the member may lodge again (ISO 8601), where they may not now. */
            until: z.string().nullable(),
            /** The end of a new account's first day (1 case that day), while it lasts. */
            firstDayEndsAt: z.string().nullable(),
          }),
          401: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const user = await request.requireUser(MESSAGES.mustBeLoggedIn);
      return submissionStatus(deps(request), user);
    },
  );
};
