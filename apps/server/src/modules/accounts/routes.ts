import {
  accountDeleteSchema,
  LOCALES,
  loginSchema,
  MESSAGES,
  passwordChangeSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  phoneSendVerificationSchema,
  phoneVerifyOtpSchema,
  profileEditSchema,
  signupSchema,
  undoEmailChangeSchema,
} from '@forewarn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithAvatar } from '../../lib/avatar-reply.js';
import { ErrorSchema } from '../../lib/error-schema.js';
import { noteMemberLanguage } from '../../lib/language.js';
import { decoyPasswordHash } from '../../lib/passwords.js';
import { createSession, endSession, type SessionUser } from '../../plugins/session.js';
import { addressSubject } from '../rate-limits/client-address.js';
import { enforceLimits } from '../rate-limits/limits.js';
import { MAIL_PER_ADDRESS_RULES } from './abuse-limits.js';
import { deleteAccount, exportAccountData } from './account-data.js';
import {
  changePassword,
  removeProfileImage,
  setProfileImage,
  updateProfile,
} from './account-service.js';
import {
  limitResetRequests,
  limitSignupAttempts,
  login,
  resendVerification,
  resetPassword,
  sendPasswordReset,
  signup,
  undoEmailChange,
  verifyEmail,
} from './auth-service.js';
import { AccountExportSchema } from './export-presenter.js';
import { enableMultipart, readImageForm, uploadedImage } from './multipart.js';
import { sendPhoneCode, verifyPhoneCode } from './phone-service.js';
import { AccountSchema, presentAccount, presentSelf, SelfSchema } from './presenter.js';
import { challengeKey, newChallenge } from './proof-of-work.js';
import { findUserById, pendingEmailChange, saveLanguage } from './repository.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema };
const UserResponse = z.object({ user: SelfSchema });
/** A route that takes no fields refuses any (an accepted field must do something). */
const NoBody = z.strictObject({}).nullish();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sign-up, log-in and out, email links, My Account and phone verification. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await enableMultipart(app);
  // Made now, so the first log-in with an unknown email is not slower than the rest.
  await decoyPasswordHash();
  const { deps } = app;
  const { db } = deps.database;
  const secure = deps.config.publicUrl.startsWith('https://');
  const signIn = (reply: FastifyReply, user: SessionUser) =>
    createSession(db, reply, user.id, { secure });
  const signupChallengeKey = await challengeKey(deps.config);
  const accountOf = async (user: SessionUser) =>
    presentAccount(user, await pendingEmailChange(db, user.id));

  /** Requests that send email count against their client address's budget (issue 12). */
  const mailBudget = async (request: FastifyRequest) => {
    await enforceLimits(
      db,
      addressSubject(request.ip),
      MAIL_PER_ADDRESS_RULES,
      MESSAGES.tooManyRequests,
    );
  };

  // Work done after answering (password-reset mail), awaited on close so none is cut off.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/auth/signup',
    {
      // The attempt is counted before the form (and its image) is read (issue 37).
      preValidation: [
        async (request) => limitSignupAttempts(db, request.ip),
        readImageForm('profileImage'),
      ],
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (JSON, or multipart with an optional profileImage)',
        description:
          'Every attempt, failed ones included, counts per client address: past 20 in 10 minutes ' +
          '(40 for an IPv6 /56, 80 for a /48 or IPv4 /24), 429 with Retry-After. ' +
          'Accounts made are counted per client address (IPv4 address and /24; IPv6 /64, /56 ' +
          'and /48; a refused sign-up does not count). Past 5 an hour or 20 a day from an ' +
          'address (more for wider networks), the answer is 429 with code challenge_required: ' +
          'solve a challenge from GET /api/auth/signup-challenge and send the ALTCHA payload ' +
          'as `altcha`; each solution makes one account. Past 50 a day from an address, 429 ' +
          'with Retry-After whatever is sent (docs/decisions/0027).',
        consumes: ['application/json', 'multipart/form-data'],
        body: signupSchema,
        response: {
          201: z.object({ status: z.literal('verification_sent') }),
          ...errors,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await signup(
        { deps, log: request.log },
        request.body,
        { ip: request.ip, challengeKey: signupChallengeKey },
        uploadedImage(request),
      );
      return reply.status(201).send({ status: 'verification_sent' as const });
    },
  );

  app.get(
    '/auth/signup-challenge',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A proof-of-work challenge (ALTCHA, SHA-256) for a sign-up past its cap',
        description:
          'Find the number n (0 to maxnumber) for which SHA-256(salt + n) in hex equals ' +
          '`challenge`, then send base64(JSON { algorithm, challenge, number, salt, signature }) ' +
          "as the sign-up's `altcha`. Good for 10 minutes and one account (docs/decisions/0027).",
        response: {
          200: z.object({
            algorithm: z.literal('SHA-256'),
            challenge: z.string(),
            maxnumber: z.number().int(),
            salt: z.string(),
            signature: z.string(),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Harder while sign-ups run above normal across the site (modules/crowd, issue 37).
      return newChallenge(signupChallengeKey, new Date(), { hard: await deps.crowd.elevated() });
    },
  );

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
    '/account/language',
    {
      // Which language to read in: a suspended member may choose it too.
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['accounts'],
        summary: 'Save the language Forewarn writes to me in (pages, emails, push, digests)',
        body: z.object({ language: z.enum(LOCALES) }),
        response: { 200: UserResponse, 401: ErrorSchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const updated = await saveLanguage(deps, user, request.body.language);
      noteMemberLanguage(request.languageStore, updated.language);
      return { user: presentSelf(updated) };
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
      const user = UUID.test(id) ? await findUserById(db, id) : null;
      return replyWithAvatar(request, reply, deps.storage, {
        key: user?.profileImageKey,
        etag: (key) => key.split('/').pop() ?? key,
        cacheControl: 'public, max-age=0, must-revalidate',
      });
    },
  );

  app.post(
    '/phone/send-verification',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Text a verification code to a mobile number',
        description:
          'At most 3 codes an hour and 6 a day to one number across all accounts, and from one client address. A number verified on another account is answered as any other (a code is sent); the conflict (409) comes when the right code is entered.',
        body: phoneSendVerificationSchema,
        response: {
          200: z.object({ success: z.literal(true), expiresAt: z.string() }),
          ...errors,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const { expiresAt } = await sendPhoneCode(
        { deps, log: request.log },
        user.id,
        request.body,
        request.ip,
      );
      return { success: true as const, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/phone/verify-otp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check a code; a right one saves the number as verified',
        body: phoneVerifyOtpSchema,
        response: {
          200: z.object({ success: z.literal(true), account: AccountSchema }),
          ...errors,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const updated = await verifyPhoneCode({ deps, log: request.log }, user.id, request.body);
      return { success: true as const, account: await accountOf(updated) };
    },
  );
};
