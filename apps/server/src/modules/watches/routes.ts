import {
  FollowStateSchema,
  MyWatchesSchema,
  NamedPartyNoticeSettingSchema,
  uuidSchema,
  WATCH_MESSAGES,
  WatchRequestSchema,
  WatchSchema,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPartyNotices, setNamedPartyNotices } from './repository.js';
import {
  addWatch,
  followCase,
  followState,
  myWatches,
  removeWatch,
  unfollowCase,
} from './service.js';

// Watch lists, follows and the named-party notice switch (issue 23; docs/decisions/0039).

const WatchParams = z.object({ id: uuidSchema });
const CaseParams = z.object({ id: z.string().min(1).max(64) });

export const watchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/watches',
    {
      config: { apiTokenScope: 'watches' },
      schema: {
        tags: ['watches'],
        summary: "The caller's watches and followed cases (masked cards)",
        response: { 200: MyWatchesSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return myWatches(deps, user);
    },
  );

  app.post(
    '/watches',
    {
      config: { apiTokenScope: 'watches', idempotency: 'body' },
      schema: {
        tags: ['watches'],
        summary: 'Watch a phone number, email or business number in a country',
        description:
          'Needs a verified email. Counted against the search limits and the near-miss guard ' +
          '(429 with the same messages); at most 25 a member (409). The answer never says ' +
          'whether cases with it exist. 201 when added, 200 when already watched.',
        body: WatchRequestSchema,
        response: { 200: z.object({ watch: WatchSchema }), 201: z.object({ watch: WatchSchema }) },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser(WATCH_MESSAGES.logInToWatch);
      const { watch, created } = await addWatch(
        deps,
        user,
        request.ip,
        request.body,
        request.apiToken?.id,
      );
      return reply.status(created ? 201 : 200).send({ watch });
    },
  );

  app.delete(
    '/watches/:id',
    {
      config: { apiTokenScope: 'watches' },
      schema: {
        tags: ['watches'],
        summary: "Remove one of the caller's watches (another member's: 404)",
        params: WatchParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await removeWatch(deps, user, request.params.id);
      return { message: WATCH_MESSAGES.watchRemoved };
    },
  );

  app.get(
    '/cases/:id/follow',
    {
      schema: {
        tags: ['watches'],
        summary: 'Whether the caller follows the case (a case they may not open: 404)',
        params: CaseParams,
        response: { 200: FollowStateSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser(WATCH_MESSAGES.logInToFollow);
      reply.header('Cache-Control', 'no-store');
      return { following: await followState(deps, user, request.params.id) };
    },
  );

  app.put(
    '/cases/:id/follow',
    {
      schema: {
        tags: ['watches'],
        summary: 'Follow a case the caller may open (verified email)',
        params: CaseParams,
        response: { 200: FollowStateSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = await request.requireUser(WATCH_MESSAGES.logInToFollow);
      await followCase(deps, user, request.params.id);
      return { following: true, message: WATCH_MESSAGES.following };
    },
  );

  app.delete(
    '/cases/:id/follow',
    {
      schema: {
        tags: ['watches'],
        summary: 'Stop following a case',
        params: CaseParams,
        response: { 200: FollowStateSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await unfollowCase(deps, user, request.params.id);
      return { following: false, message: WATCH_MESSAGES.unfollowed };
    },
  );

  app.get(
    '/account/named-party-notices',
    {
      schema: {
        tags: ['watches'],
        summary: 'Whether the caller is told when a case names their verified phone or email',
        response: { 200: NamedPartyNoticeSettingSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return { enabled: await namedPartyNotices(deps.database.db, user.id) };
    },
  );

  app.put(
    '/account/named-party-notices',
    {
      // Turning a notice off changes nothing a suspension is about (decision 0021).
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['watches'],
        summary: 'Turn the notice to the person named on or off',
        body: NamedPartyNoticeSettingSchema,
        response: { 200: NamedPartyNoticeSettingSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await setNamedPartyNotices(deps.database.db, user.id, request.body.enabled);
      return { enabled: request.body.enabled };
    },
  );
};
