import {
  NotificationPageSchema,
  NotificationSettingsSchema,
  UnreadNotificationsSchema,
  UnsubscribeInfoSchema,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markAllRead,
  markOneRead,
  notificationPage,
  notificationSettings,
  unreadCount,
  unsubscribe,
  unsubscribeInfo,
  updateNotificationSettings,
} from './service.js';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const TokenParams = z.object({ token: z.string().min(1).max(200) });

/** The notification centre, its email settings and one-click unsubscribe (issue 23). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // A mail client's one-click POST (RFC 8058) carries `List-Unsubscribe=One-Click`, which RFC
  // 8058 §3.2 says should be sent as multipart/form-data; some clients send it form-encoded, or
  // send nothing. The POST itself is the request, so the body is read (at most 1 KB) and not
  // looked into: every one of them unsubscribes.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  );

  app.get(
    '/notifications',
    {
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, 20 a page",
        querystring: z.object({ cursor: z.string().max(200).optional() }),
        response: { 200: NotificationPageSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return notificationPage(deps, user, request.query.cursor);
    },
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        tags: ['notifications'],
        summary: "How many of the caller's notifications are unread (the bell's count)",
        response: { 200: UnreadNotificationsSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return { unread: await unreadCount(deps, user.id) };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      // Tidying one's own notifications is allowed while suspended (decision 0021).
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: "Mark all the caller's notifications read",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await markAllRead(deps, user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications read',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await markOneRead(deps, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/notifications/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How each kind of notification is emailed, and the daily digest’s time zone',
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return notificationSettings(deps, user.id);
    },
  );

  app.put(
    '/notifications/settings',
    {
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'Change how kinds of notification are emailed, or the time zone',
        body: z.unknown(),
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return updateNotificationSettings(deps, user.id, request.body);
    },
  );

  app.get(
    '/unsubscribe/:token',
    {
      schema: {
        tags: ['notifications'],
        summary: 'An unsubscribe link opened in a browser: to the page with its button (no change)',
        params: TokenParams,
      },
    },
    async (request, reply) =>
      reply.redirect(`/Unsubscribe?token=${encodeURIComponent(request.params.token)}`, 303),
  );

  app.get(
    '/unsubscribe/:token/info',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which kind of email an unsubscribe link stops (signed out; changes nothing)',
        params: TokenParams,
        response: { 200: UnsubscribeInfoSchema },
      },
    },
    async (request) => unsubscribeInfo(deps, request.params.token),
  );

  app.post(
    '/unsubscribe/:token',
    {
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary:
          'One-click unsubscribe (RFC 8058), signed out: stops email of that one kind for its member',
        params: TokenParams,
        body: z.unknown().optional(),
        response: { 200: UnsubscribeInfoSchema },
      },
    },
    async (request) => unsubscribe(deps, request.params.token),
  );
};
