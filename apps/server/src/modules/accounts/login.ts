import { LIMITS, type LoginRequest, MESSAGES, normalizeEmail } from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { rateLimited, unauthenticated } from '../../lib/app-error.js';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../plugins/session.js';
import { addressSubject } from '../rate-limits/client-address.js';
import * as loginRepo from './login-attempt-repository.js';
import * as repo from './repository.js';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

/**
 * Failed log-ins in a 15-minute window (docs/decisions/0023): an account is locked for an
 * address after 5 failures from it; past 20 failures on the account from anywhere, or past 20
 * failures from the address on any accounts, only a clean (account, address) pair (no failure
 * in the window) gets a password check; past 100 failures from the address, nobody there does.
 */
export const LOGIN_LIMITS = {
  perPair: 5,
  perEmail: 20,
  perIpSlow: 20,
  perIpHard: 100,
  windowMs: 15 * LIMITS.minuteMs,
} as const;

/** Whether a log-in attempt is refused, and for how many seconds, by LOGIN_LIMITS. */
export function loginRefusal(attempt: loginRepo.LoginAttemptCounts): { seconds: number } | null {
  // The attempt itself is counted: a clean pair has just this one.
  const clean = attempt.pairCount <= 1;
  const seconds = (value: number) => ({ seconds: Math.max(1, Math.ceil(value)) });
  if (attempt.ipCount > LOGIN_LIMITS.perIpHard) return seconds(attempt.ipRetrySeconds);
  if (attempt.pairCount > LOGIN_LIMITS.perPair) return seconds(attempt.pairRetrySeconds);
  if (!clean && attempt.emailCount > LOGIN_LIMITS.perEmail)
    return seconds(attempt.pairRetrySeconds);
  if (!clean && attempt.ipCount > LOGIN_LIMITS.perIpSlow) return seconds(attempt.pairRetrySeconds);
  return null;
}
/**
 * Log in. Unknown email and wrong password get the same answer in the same time (the
 * password is checked against a decoy hash when there is no account). Repeated failures for
 * one email or one address are refused for a while (429 with Retry-After).
 */
export async function login(ctx: Ctx, input: LoginRequest, ip: string): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  const email = normalizeEmail(input.email).slice(0, LIMITS.emailMax);
  const address = addressSubject(ip);
  const attempt = await loginRepo.beginLoginAttempt(db, email, address, LOGIN_LIMITS.windowMs);
  const refused = loginRefusal(attempt);
  if (refused) {
    await loginRepo.forgetLoginAttempt(db, attempt.attemptId);
    throw rateLimited(
      MESSAGES.tooManyLoginAttempts(Math.ceil(refused.seconds / 60)),
      refused.seconds,
    );
  }

  const user = await repo.findUserByEmail(db, email);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!user || !passwordOk) throw unauthenticated(MESSAGES.invalidCredentials);

  await loginRepo.clearLoginFailures(db, email, address);
  // A suspended user may sign in and read (issue 13); the suspension guard refuses their writes.
  return user;
}
