import { MESSAGES } from '@forewarn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { ErrorSchema } from '../../lib/error-schema.js';
import { createSession, type SessionUser } from '../../plugins/session.js';
import { addressSubject } from '../rate-limits/client-address.js';
import { enforceLimits } from '../rate-limits/limits.js';
import { MAIL_PER_ADDRESS_RULES } from './abuse-limits.js';
import { pendingEmailChange } from './email-link-repository.js';
import { presentAccount, SelfSchema } from './presenter.js';

// What the account routes share (routes.ts registers them: signup-routes.ts, auth-routes.ts,
// account-routes.ts, phone-routes.ts), so each use case's routes read alone.

/** The Fastify instance the account routes are registered on (zod-typed). */
export type AccountApp = Parameters<FastifyPluginAsyncZod>[0];

export const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema };
export const UserResponse = z.object({ user: SelfSchema });
/** A route that takes no fields refuses any (an accepted field must do something). */
export const NoBody = z.strictObject({}).nullish();

export type AccountRouteContext = {
  deps: AppDeps;
  db: Db;
  signIn: (reply: FastifyReply, user: SessionUser) => Promise<unknown>;
  accountOf: (user: SessionUser) => Promise<ReturnType<typeof presentAccount>>;
  mailBudget: (request: FastifyRequest) => Promise<void>;
};

export function accountRouteContext(app: AccountApp): AccountRouteContext {
  const { deps } = app;
  const { db } = deps.database;
  const secure = deps.config.publicUrl.startsWith('https://');
  const signIn = (reply: FastifyReply, user: SessionUser) =>
    createSession(db, reply, user.id, { secure });
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
  return { deps, db, signIn, accountOf, mailBudget };
}
