import { isUuid } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countUnread } from '../notifications/repository.js';
import { eventStreamHead, openEventStream } from './event-stream.js';
import { ChatHub } from './live.js';
import { MemberStreams } from './member-streams.js';
import { type MessageRow, selectMessages } from './message-repository.js';
import { presentMessage } from './presenter.js';
import { ThreadParams } from './route-params.js';
import { memberThread } from './service.js';
import { hasUnreadThreads } from './unread.js';

/** How many missed messages one reconnect may replay. */
const CATCH_UP_LIMIT = 500;

/** The live events: the member's one stream per tab, and an open chat's own stream. */
export function threadEventRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
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
      if (request.method === 'HEAD') return eventStreamHead(reply);
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
      if (request.method === 'HEAD') return eventStreamHead(reply);
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
}
