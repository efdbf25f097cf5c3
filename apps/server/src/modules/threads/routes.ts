import {
  ChatMessagePageSchema,
  isUuid,
  MessageEmailSettingSchema,
  ReportUserBodySchema,
  ReportUserResultSchema,
  SentMessageSchema,
  ThreadListSchema,
  ThreadSchema,
} from '@forewarn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithAvatar } from '../../lib/avatar-reply.js';
import { countUnread } from '../notifications/repository.js';
import { pushNewMessage } from '../push/message-push.js';
import { ChatHub } from './live.js';
import { MemberStreams } from './member-streams.js';
import { type MessageRow, selectMessages } from './message-repository.js';
import { messageEmailSetting, setMessageEmailSetting } from './notice-repository.js';
import { avatarVersion, otherIsAnonymous, presentMessage } from './presenter.js';
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
import { hasUnreadThreads } from './unread.js';

const ThreadParams = z.object({ id: z.string().min(1).max(64) });
const CaseParams = z.object({ id: z.string().min(1).max(64) });
/** How many missed messages one reconnect may replay. */
const CATCH_UP_LIMIT = 500;
const HEARTBEAT_MS = 20_000;

type EventStream = {
  send(event: string, data: unknown, id?: string): void;
  readonly closed: boolean;
};

/**
 * Turns the reply into a Server-Sent Events stream. The headers the app set so far (security
 * headers) are kept; a comment every 20 s keeps proxies from closing an idle stream.
 */
function openEventStream(
  hub: ChatHub,
  streams: MemberStreams,
  owner: { userId: string; wantsState: boolean },
  request: FastifyRequest,
  reply: FastifyReply,
  onClose: () => void,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  // Clients reconnect 2 s after the stream ends (a restart or shutdown ends it), with
  // Last-Event-ID, to whichever server process answers then.
  raw.write('retry: 2000\n\n');
  const openStreams = request.server.deps.metrics.eventStreams;
  openStreams.inc();
  let closed = false;
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  const stopEnding = hub.onEnd(() => end());
  const send = (event: string, data: unknown, id?: string) => {
    if (closed) return;
    raw.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // Counted against the member's cap: opening one past it ends their oldest (issue 22).
  const leave = streams.add(owner.userId, {
    send,
    end: () => end(),
    wantsState: owner.wantsState,
  });
  const end = () => {
    if (closed) return;
    closed = true;
    openStreams.dec();
    clearInterval(heartbeat);
    stopEnding();
    leave();
    onClose();
    raw.end();
  };
  request.raw.on('close', end);
  return {
    send,
    get closed() {
      return closed;
    },
  };
}

/** Private messaging: threads, messages, live events, reports, hiding, the email switch. */
export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const hub = new ChatHub(deps.database.connectionString, db, app.log);
  app.addHook('preClose', async () => hub.close());
  // The member's one event stream per tab carries both the red dot and the bell's count,
  // computed once per member per notice however many tabs they have open.
  const memberStreams = new MemberStreams(
    async (userId) => {
      deps.metrics.memberStateChecks.inc();
      const [hasUnread, unread] = await Promise.all([
        hasUnreadThreads(db, userId),
        countUnread(db, userId),
      ]);
      return { unread: { hasUnread }, notifications: { unread } };
    },
    (userId, onNotice) => hub.onMember(userId, onNotice),
    (error) => app.log.warn({ err: error }, 'unread check failed'),
  );

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
    '/threads/events',
    {
      schema: {
        tags: ['threads'],
        summary:
          "The caller's event stream (one per tab, at most 5 per account): `unread` events with { hasUnread } (the red dot), `notifications` events with { unread } (the bell) and `message` events with { threadId, message } for each new message in the caller's threads, so an open chat needs no stream of its own. After a reconnect a chat reloads its messages: message events are not replayed.",
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await hub.ready();
      let stopMessages = () => {};
      const stream = openEventStream(
        hub,
        memberStreams,
        { userId: user.id, wantsState: true },
        request,
        reply,
        () => stopMessages(),
      );
      stopMessages = hub.onMemberMessage(user.id, (threadId, message) =>
        stream.send('message', { threadId, message: presentMessage(message, user.id) }),
      );
      if (stream.closed) stopMessages();
      memberStreams.check(user.id);
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
        summary: 'Send a message (10 per user per thread per 24 hours)',
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
    '/threads/:id/events',
    {
      schema: {
        tags: ['threads'],
        summary:
          'Event stream of new messages (`message` events, id = message id). Resumes after Last-Event-ID, or after the message `after` (`start`: from the first)',
        params: ThreadParams,
        querystring: z.object({ after: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const thread = await memberThread(deps, user, request.params.id);
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' && isUuid(header) ? header : undefined;
      const after = lastEventId ?? request.query.after;
      // LISTEN first, then read what was missed: a message committed in between is in one or
      // the other (or both: sent ids are remembered and never sent twice).
      await hub.ready();
      const sent = new Set<string>();
      let replaying = true;
      const held: MessageRow[] = [];
      let stopListening = () => {};
      const stream = openEventStream(
        hub,
        memberStreams,
        { userId: user.id, wantsState: false },
        request,
        reply,
        () => stopListening(),
      );
      const deliver = (message: MessageRow) => {
        if (sent.has(message.id)) return;
        sent.add(message.id);
        stream.send('message', presentMessage(message, user.id), message.id);
      };
      stopListening = hub.onThread(thread.id, (message) => {
        if (replaying) held.push(message);
        else deliver(message);
      });
      try {
        if (after === 'start' || (after !== undefined && isUuid(after))) {
          const missed = await selectMessages(db, thread.id, { after, limit: CATCH_UP_LIMIT });
          for (const message of missed) deliver(message);
        }
      } catch (error) {
        request.log.error({ err: error }, 'live chat: catching up failed');
      }
      replaying = false;
      for (const message of held.splice(0)) deliver(message);
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
        summary: 'Report the other party (once per 24 hours per thread), with an optional reason',
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
