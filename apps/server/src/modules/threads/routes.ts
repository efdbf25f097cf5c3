import {
  ChatMessagePageSchema,
  HOUR_MS,
  LIMITS,
  MessageEmailSettingSchema,
  ReportUserBodySchema,
  ReportUserResultSchema,
  SentMessageSchema,
  ThreadListSchema,
  ThreadSchema,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithAvatar } from '../../lib/avatar-reply.js';
import { pushNewMessage } from '../push/message-push.js';
import { messageEmailSetting, setMessageEmailSetting } from './notice-repository.js';
import { avatarVersion, otherIsAnonymous } from './presenter.js';
import { CaseParams, ThreadParams } from './route-params.js';
import {
  getMessages,
  getThread,
  hideThread,
  listThreads,
  markThreadRead,
  memberThread,
  reportUser,
  sendMessage,
  startThread,
} from './service.js';
import { threadEventRoutes } from './stream-routes.js';

/** Private messaging: threads, messages, reports, hiding, the email switch; live events in
 * stream-routes.ts. */
export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  threadEventRoutes(app);

  app.post(
    '/cases/:id/thread',
    {
      schema: {
        tags: ['threads'],
        summary: "Message Author: find or create the caller's thread with the case's creator",
        params: CaseParams,
        response: { 200: z.object({ threadId: z.string() }) },
      },
    },
    async (request) => startThread(deps, await request.currentUser(), request.params.id),
  );

  app.get(
    '/threads',
    {
      schema: {
        tags: ['threads'],
        summary: "My Messages: the caller's threads, newest activity first; marks them read",
        querystring: z.object({ cursor: z.string().max(200).optional() }),
        response: { 200: ThreadListSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return listThreads(deps, user, request.query.cursor);
    },
  );

  app.get(
    '/threads/email-notices',
    {
      schema: {
        tags: ['threads'],
        summary: 'Whether the caller is emailed about a message unread for 15 minutes',
        response: { 200: MessageEmailSettingSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return { enabled: await messageEmailSetting(db, user.id) };
    },
  );

  app.put(
    '/threads/email-notices',
    {
      // Reading, tidying and muting one's own inbox is allowed while suspended (decision 0021).
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['threads'],
        summary: 'Turn the message emails on or off',
        body: MessageEmailSettingSchema,
        response: { 200: MessageEmailSettingSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await setMessageEmailSetting(db, user.id, request.body.enabled);
      return { enabled: request.body.enabled };
    },
  );

  app.get(
    '/threads/:id',
    {
      schema: {
        tags: ['threads'],
        summary: "A thread's header and the caller's allowance (members only; others 404)",
        params: ThreadParams,
        response: { 200: ThreadSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return getThread(deps, user, request.params.id);
    },
  );

  app.get(
    '/threads/:id/messages',
    {
      schema: {
        tags: ['threads'],
        summary: "A thread's newest messages, oldest first (or those before `before`)",
        params: ThreadParams,
        querystring: z.object({ before: z.string().max(64).optional() }),
        response: { 200: ChatMessagePageSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return getMessages(deps, user, request.params.id, request.query.before);
    },
  );

  app.post(
    '/threads/:id/messages',
    {
      config: { idempotency: 'body' },
      schema: {
        tags: ['threads'],
        summary: `Send a message (${LIMITS.chatMessagesPerWindow} per user per thread per ${LIMITS.chatWindowMs / HOUR_MS} hours)`,
        params: ThreadParams,
        response: { 201: SentMessageSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const { sent, pushTo } = await sendMessage(deps, user, request.params.id, request.body);
      // After the commit, not awaited: the push never slows or fails the message. Only for a
      // recipient with a device: under load, detached queries for members without one were a
      // backlog the pool's waiting count shed requests for (issue 23's chat bench).
      if (pushTo) void pushNewMessage(deps, request.log, pushTo, request.params.id);
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/threads/:id/avatar',
    {
      schema: {
        tags: ['threads'],
        summary:
          "The other party's profile image (members only; 404 for an anonymous case's creator)",
        params: ThreadParams,
        response: { 200: z.unknown().describe('The image'), 304: z.null() },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const thread = await memberThread(deps, user, request.params.id);
      return replyWithAvatar(request, reply, deps.storage, {
        key: otherIsAnonymous(thread) ? null : thread.otherImageKey,
        // Derived from the thread, so it cannot be matched to the public avatar's address.
        etag: (key) => avatarVersion(thread.id, key),
        cacheControl: 'private, max-age=0, must-revalidate',
      });
    },
  );

  app.post(
    '/threads/:id/read',
    {
      // Reading, tidying and muting one's own inbox is allowed while suspended (decision 0021).
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['threads'],
        summary: 'Mark the thread read (the chat is open and a message arrived)',
        params: ThreadParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await markThreadRead(deps, user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/threads/:id/hide',
    {
      // Reading, tidying and muting one's own inbox is allowed while suspended (decision 0021).
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['threads'],
        summary: 'Delete in My Messages: hide the thread for the caller only',
        params: ThreadParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await hideThread(deps, user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/threads/:id/report',
    {
      schema: {
        tags: ['threads'],
        summary: `Report the other party (once per ${LIMITS.reportUserCooldownMs / HOUR_MS} hours per thread), with an optional reason`,
        params: ThreadParams,
        body: ReportUserBodySchema,
        response: { 201: ReportUserResultSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const result = await reportUser(deps, user, request.params.id, request.body?.reason ?? '');
      return reply.status(201).send(result);
    },
  );
};
