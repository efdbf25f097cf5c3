import {
  accountDeleteSchema,
  isUuid,
  passwordChangeSchema,
  profileEditSchema,
} from '@forewarn/domain';
import { z } from 'zod';
import { replyWithAvatar } from '../../lib/avatar-reply.js';
import { ErrorSchema } from '../../lib/error-schema.js';
import { endSession } from '../../plugins/session.js';
import { deleteAccount, exportAccountData } from './account-data.js';
import {
  changePassword,
  removeProfileImage,
  setProfileImage,
  updateProfile,
} from './account-service.js';
import { AccountExportSchema } from './export-presenter.js';
import { readImageForm, uploadedImage } from './multipart.js';
import { AccountSchema, presentSelf } from './presenter.js';
import { findUserById } from './repository.js';
import type { AccountApp, AccountRouteContext } from './route-context.js';
import { errors, NoBody, UserResponse } from './route-context.js';

/** My Account: the profile, the password, Download my data, Delete my account, the avatar. */
export function myAccountRoutes(
  app: AccountApp,
  { deps, db, signIn, accountOf, mailBudget }: AccountRouteContext,
) {
  app.get(
    '/account',
    {
      schema: {
        tags: ['accounts'],
        summary: 'My Account',
        response: { 200: AccountSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return accountOf(await request.requireUser());
    },
  );

  app.patch(
    '/account',
    {
      // Only a save that changes the email sends mail.
      preHandler: async (request) => {
        const body = request.body as { email?: unknown } | undefined;
        if (body?.email !== undefined) await mailBudget(request);
      },
      schema: {
        tags: ['accounts'],
        summary: 'Save the username and phone number; a new email gets a confirmation link',
        body: profileEditSchema,
        response: { 200: AccountSchema, ...errors, 429: ErrorSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return accountOf(
        await updateProfile({ deps, log: request.log }, user, request.body, request.ip),
      );
    },
  );

  app.put(
    '/account/password',
    {
      // Their own password: a suspended member may change it too (plugins/session.ts).
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['accounts'],
        summary: 'Change the password: the current one first; ends every other session',
        description:
          'A wrong current password is 400 on currentPassword and counts as a failed log-in (429 past the log-in limits).',
        body: passwordChangeSchema,
        response: { 200: UserResponse, ...errors, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const updated = await changePassword(
        { deps, log: request.log },
        user,
        request.body,
        request.ip,
      );
      await signIn(reply, updated);
      return { user: presentSelf(updated) };
    },
  );

  app.get(
    '/account/export',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Download my data: one JSON file with everything the account gave Forewarn',
        response: { 200: AccountExportSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="forewarn-my-data-${day}.json"`);
      return exportAccountData({ deps, log: request.log }, user);
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Delete my account (password again); my cases are deleted too or left up anonymously',
        body: accountDeleteSchema,
        response: { 204: z.null(), ...errors, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await deleteAccount({ deps, log: request.log }, user, request.body, request.ip);
      await endSession(db, request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/profile-image',
    {
      preValidation: readImageForm('profileImage'),
      schema: {
        tags: ['accounts'],
        summary: 'Replace the profile image (multipart, field profileImage)',
        consumes: ['multipart/form-data'],
        body: NoBody,
        response: { 200: AccountSchema, ...errors, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const image = uploadedImage(request);
      return accountOf(await setProfileImage({ deps, log: request.log }, user.id, image));
    },
  );

  app.delete(
    '/account/profile-image',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Remove the profile image',
        response: { 200: AccountSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return accountOf(await removeProfileImage({ deps, log: request.log }, user.id));
    },
  );

  app.get(
    '/users/:id/avatar',
    {
      schema: {
        tags: ['accounts'],
        summary: "A user's profile image",
        params: z.object({ id: z.string() }),
        response: {
          200: z.unknown().describe('The image (JPEG)'),
          304: z.null(),
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = isUuid(id) ? await findUserById(db, id) : null;
      return replyWithAvatar(request, reply, deps.storage, {
        key: user?.profileImageKey,
        etag: (key) => key.split('/').pop() ?? key,
        cacheControl: 'public, max-age=0, must-revalidate',
      });
    },
  );
}
