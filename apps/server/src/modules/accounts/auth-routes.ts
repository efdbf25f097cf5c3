import {
  loginSchema,
  MESSAGES,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  undoEmailChangeSchema,
} from '@forewarn/domain';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.js';
import { endSession } from '../../plugins/session.js';
import { resendVerification, verifyEmail } from './email-verification.js';
import { login } from './login.js';
import { limitResetRequests, resetPassword, sendPasswordReset } from './password-reset.js';
import { presentSelf } from './presenter.js';
import type { AccountApp, AccountRouteContext } from './route-context.js';
import { errors, NoBody, UserResponse } from './route-context.js';
import { undoEmailChange } from './undo-email-change.js';

/** Log-in and out, and the emailed links: verification, password reset, the email change's undo. */
export function authRoutes(app: AccountApp, { deps, db, signIn, mailBudget }: AccountRouteContext) {
  // Work done after answering (password-reset mail), awaited on close so none is cut off.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with email and password',
        body: loginSchema,
        response: { 200: UserResponse, ...errors, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await login({ deps, log: request.log }, request.body, request.ip);
      await signIn(reply, user);
      return { user: presentSelf(user) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End this session',
        body: NoBody,
        response: { 204: z.null(), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      await endSession(db, request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Open an email-verification link; signs the account in',
        body: z.strictObject({
          token: z
            .string({ error: () => MESSAGES.emailLinkInvalid })
            .trim()
            .min(1, { error: () => MESSAGES.emailLinkInvalid })
            .max(200, { error: () => MESSAGES.emailLinkInvalid }),
        }),
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await verifyEmail({ deps, log: request.log }, request.body.token);
      const current = await request.currentUser();
      if (current?.id !== user.id) {
        if (current) await endSession(db, request, reply);
        await signIn(reply, user);
      }
      return { user: presentSelf(user) };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      preHandler: mailBudget,
      schema: {
        tags: ['accounts'],
        summary: 'Send the email-verification link again',
        body: NoBody,
        response: { 200: z.object({ sent: z.literal(true) }), ...errors, 429: ErrorSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await resendVerification({ deps, log: request.log }, user);
      return { sent: true as const };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: mailBudget,
      schema: {
        tags: ['accounts'],
        summary: 'Email a password-reset link; the same answer whether or not the account exists',
        description:
          'Past 3 requests an hour for one email from one client address, 429 with Retry-After ' +
          '(the same for every email, registered or not).',
        body: passwordResetRequestSchema,
        response: { 200: z.object({ ok: z.literal(true) }), 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const log = request.log;
      await limitResetRequests(db, request.body.email, request.ip);
      const job: Promise<void> = sendPasswordReset({ deps, log }, request.body.email)
        .catch((error: unknown) => log.error({ err: error }, 'password reset email failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password from a reset link; ends every session, signs this one in',
        body: passwordResetCompleteSchema,
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await resetPassword({ deps, log: request.log }, request.body);
      await signIn(reply, user);
      return { user: presentSelf(user) };
    },
  );

  app.post(
    '/auth/undo-email-change',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Open the link the old address got on a change of email: restores it, sets a new password, ends every session, signs this one in',
        body: undoEmailChangeSchema,
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await undoEmailChange({ deps, log: request.log }, request.body);
      await signIn(reply, user);
      return { user: presentSelf(user) };
    },
  );
}
