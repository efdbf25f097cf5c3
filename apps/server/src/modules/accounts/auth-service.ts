import { randomBytes, randomUUID } from 'node:crypto';
import {
  ACCOUNT_TRUST_MESSAGES,
  currentLocale,
  LIMITS,
  LIMITS_MESSAGES,
  type LoginRequest,
  MESSAGES,
  normalizeEmail,
  type PasswordResetComplete,
  type SignupRequest,
  type UndoEmailChangeRequest,
} from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import {
  AppError,
  conflict,
  invalidInput,
  rateLimited,
  unauthenticated,
} from '../../lib/app-error.js';
import { processImage } from '../../lib/images/process-image.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { endAllSessions, type SessionUser } from '../../plugins/session.js';
import { deleteApiTokensOf } from '../api-tokens/repository.js';
import { addressSubject } from '../rate-limits/client-address.js';
import { countAndCheck, countAndCheckAddress } from '../rate-limits/limits.js';
import { noticeCasesNaming } from '../watches/alerts.js';
import {
  countSignup,
  type MailCategory,
  mayMail,
  RESET_PER_PAIR_RULES,
  RESET_PER_RECIPIENT_RULES,
  SIGNUP_ATTEMPT_RULES,
} from './abuse-limits.js';
import {
  existingAccountMail,
  passwordResetMail,
  resetPasswordLink,
  verificationMail,
  verifyEmailLink,
} from './mails.js';
import { checkSolution, spendChallenge } from './proof-of-work.js';
import * as repo from './repository.js';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

const USERNAME_KEY = 'users_username_lower_key';
const EMAIL_KEY = 'users_email_lower_key';

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
export function loginRefusal(attempt: repo.LoginAttemptCounts): { seconds: number } | null {
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
/** At most one verification email a minute per account. */
const RESEND_GAP_MS = LIMITS.minuteMs;
/**
 * Reset emails an hour per account from all addresses together, past which none is sent: a
 * bound on a flood of an inbox from many addresses. Each address has its own 3 (per pair,
 * RESET_PER_PAIR_RULES), so strangers need 7 networks in one hour to use these up; before issue
 * 37 three requests from anywhere did, and the member's own click then sent nothing.
 */
const RESETS_PER_HOUR = 20;

// Getters: read when an upload is refused, in that request's language.
export const profileImageMessages = {
  get tooLarge() {
    return MESSAGES.imageTooLarge;
  },
  get wrongType() {
    return MESSAGES.imageTypeNotAllowed;
  },
};

/** Where a profile image lives in storage (spec §7: profileImages/{uid}/...). */
export const profileImageKey = (userId: string) =>
  `profileImages/${userId}/${Date.now()}_${randomBytes(6).toString('hex')}.jpg`;

/**
 * Sign-up (spec §4, Signup). One transaction writes the user and the link token; the
 * database's unique indexes settle races on the username and the email.
 *
 * An email that already has an account gets the same answer as a new one, and its owner gets
 * a notice instead of a link (docs/decisions/0010): sign-up does not tell strangers who is
 * registered. The username is the exception: it is public, and the spec says when it is taken.
 * At most one notice an hour goes to an address, so sign-ups cannot be used to flood it.
 */
/**
 * Who signs up: the client address (counted per address, docs/decisions/0028) and the key
 * that signed the proof-of-work challenges (docs/decisions/0027).
 */
export type SignupOrigin = { ip: string; challengeKey: string };

/**
 * Counts the account about to be made against its address, inside its transaction: past the
 * address's cap it needs a solved challenge (spent here, so it buys one account), past the
 * day's ceiling it is refused. A sign-up that fails later rolls both back.
 */
async function admitAccount(
  tx: DbOrTx,
  origin: SignupOrigin,
  solved: { signature: string; expiresAt: Date; hard: boolean } | null,
  crowded: boolean,
): Promise<void> {
  const admission = await countSignup(tx, origin.ip);
  if (admission.kind === 'refused') {
    throw rateLimited(MESSAGES.signupRateLimited, admission.retryAfterSeconds);
  }
  // While the crowd is above normal (modules/crowd), every sign-up needs a hard solution.
  if (admission.kind === 'free' && !crowded) return;
  if (solved && (solved.hard || !crowded) && (await spendChallenge(tx, solved))) return;
  throw new AppError(
    'challenge_required',
    crowded ? LIMITS_MESSAGES.signupChallengeCrowd : LIMITS_MESSAGES.signupChallengeRequired,
  );
}

/**
 * Counts a sign-up attempt against its address at every level, failed ones included (issue 37),
 * before its body is read: past SIGNUP_ATTEMPT_RULES, 429 with Retry-After.
 */
export async function limitSignupAttempts(db: DbOrTx, ip: string): Promise<void> {
  const refused = await countAndCheckAddress(db, ip, SIGNUP_ATTEMPT_RULES);
  if (refused) {
    const minutes = Math.ceil(refused.retryAfterSeconds / 60);
    throw rateLimited(LIMITS_MESSAGES.signupAttemptsLimited(minutes), refused.retryAfterSeconds);
  }
}

/** `image`: the path of the uploaded profile image's temporary file. */
export async function signup(
  ctx: Ctx,
  input: SignupRequest,
  origin: SignupOrigin,
  image?: string,
): Promise<void> {
  const { db } = ctx.deps.database;
  const { storage, config } = ctx.deps;
  // What is cheap before what is dear (issue 37): the attempt has been counted against the
  // address before its body was read (limitSignupAttempts); here the username is looked up and
  // the solution checked, each one statement or an HMAC; only then the password hash and the
  // image decode. A taken username is public (the answer says so), so answering it early tells
  // nothing new; a taken email is not, so it still costs a hash.
  if (await repo.isUsernameTaken(db, input.username)) {
    throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
  }
  const solved = await checkSolution(origin.challengeKey, input.altcha);
  const crowded = await ctx.deps.crowd.elevated();
  // While the crowd is above normal nobody gets an account without a hard solution: asked for
  // before the hash (the transaction asks again, for a crowd that rose meanwhile).
  if (crowded && !solved?.hard) {
    throw new AppError('challenge_required', LIMITS_MESSAGES.signupChallengeCrowd);
  }
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const processed = image ? await processImage(image, profileImageMessages, 'profile') : undefined;

  const userId = randomUUID();
  const imageKey = processed ? profileImageKey(userId) : null;
  if (processed && imageKey) await storage.put(imageKey, processed.thumb);

  let token: string;
  try {
    token = await db.transaction(async (tx) => {
      await repo.lockUsername(tx, input.username);
      if (await repo.isUsernameReserved(tx, input.username)) {
        throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
      }
      await admitAccount(tx, origin, solved, crowded);
      await repo.insertUser(tx, {
        id: userId,
        email,
        passwordHash,
        username: input.username,
        country: input.country,
        profileImageKey: imageKey,
        emailVerified: false,
        // Made in a crowd: new for moderation for days, not hours (issue 46).
        crowdNewUntil: crowded ? ctx.deps.crowd.newUntil() : null,
        // The language the sign-up was made in (issue 49): their mail starts in it.
        language: currentLocale() === 'fr-CA' ? 'fr-CA' : 'en',
      });
      return repo.insertEmailToken(tx, userId, 'verify_email', LIMITS.emailVerificationLinkMs);
    });
  } catch (error) {
    if (imageKey) await storage.delete(imageKey);
    const constraint = uniqueViolation(error);
    if (constraint === USERNAME_KEY) {
      throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
    }
    if (constraint !== EMAIL_KEY) throw error;
    // A new account with a taken username would have been refused: so is this one. And a new
    // account would now hold its username: so does this sign-up, or asking whether the
    // username is still free would tell that the email is registered.
    const taken = await db.transaction(async (tx) => {
      await repo.lockUsername(tx, input.username);
      if (await repo.isUsernameTaken(tx, input.username)) return true;
      // Counted as an account made, or the count (and a challenge) would tell it was not.
      await admitAccount(tx, origin, solved, crowded);
      await repo.reserveUsername(tx, input.username);
      return false;
    });
    if (taken) throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
    // Counted site-wide like an account made, for the same reason.
    await ctx.deps.crowd.accountMade();
    if (await repo.claimExistingAccountNotice(db, email, LIMITS.hourMs)) {
      await sendQuietly(ctx, existingAccountMail(email, config.publicUrl), 'ordinary');
    } else {
      ctx.log.warn('sign-up with an existing email again within the hour; no notice sent');
    }
    return;
  }
  await ctx.deps.crowd.accountMade();
  await sendQuietly(
    ctx,
    verificationMail(email, input.username, verifyEmailLink(config.publicUrl, token)),
    'security',
  );
}

/** After the account exists, a mail that fails is logged: the user can ask again later. */
async function sendQuietly(
  ctx: Ctx,
  message: Parameters<AppDeps['mail']['send']>[0],
  category: MailCategory,
) {
  try {
    if (!(await mayMail(ctx.deps.database.db, message.to, category))) {
      ctx.log.warn(
        { subject: message.subject },
        'recipient has had enough email for now; not sent',
      );
      return;
    }
    await ctx.deps.mail.send(message);
  } catch (error) {
    ctx.log.error({ err: error, subject: message.subject }, 'could not send email');
  }
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
  const attempt = await repo.beginLoginAttempt(db, email, address, LOGIN_LIMITS.windowMs);
  const refused = loginRefusal(attempt);
  if (refused) {
    await repo.forgetLoginAttempt(db, attempt.attemptId);
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

  await repo.clearLoginFailures(db, email, address);
  // A suspended user may sign in and read (issue 13); the suspension guard refuses their writes.
  return user;
}

/**
 * Opens an email-verification link: marks the email verified and returns the user, whom the
 * route signs in (the link proves the same thing a password reset does: control of the inbox).
 *
 * A change-of-address link also switches the account to the new address. Every other open
 * link dies with the switch: older changes, and reset or verification links that went to the
 * old address. If the new address got an account meanwhile, the unique index refuses the
 * switch (409) and the link stays unused.
 */
async function switchEmail(tx: DbOrTx, userId: string, newEmail: string) {
  for (const purpose of ['change_email', 'verify_email', 'reset_password'] as const) {
    await repo.retireEmailTokens(tx, userId, purpose);
  }
  return repo.updateUser(tx, userId, { email: newEmail, emailVerified: true });
}

export async function verifyEmail(ctx: Ctx, token: string): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  let user: SessionUser | null;
  try {
    user = await db.transaction(async (tx) => {
      const found = await repo.consumeVerificationToken(tx, token);
      if (!found) return null;
      const verified =
        found.newEmail === null
          ? await repo.updateUser(tx, found.userId, { emailVerified: true })
          : await switchEmail(tx, found.userId, found.newEmail);
      // A case that names this email now tells its verified owner (issue 23).
      await noticeCasesNaming(tx, { id: verified.id, phone: null, email: verified.email });
      return verified;
    });
  } catch (error) {
    if (uniqueViolation(error) === EMAIL_KEY) {
      throw conflict(MESSAGES.emailChangeTaken, { email: MESSAGES.emailChangeTaken });
    }
    throw error;
  }
  if (!user) throw invalidInput(MESSAGES.emailLinkInvalid, { token: MESSAGES.emailLinkInvalid });
  return user;
}

/** My Account's "resend verification email". Unlike sign-up, a failure to send is reported. */
export async function resendVerification(ctx: Ctx, user: SessionUser): Promise<void> {
  const { db } = ctx.deps.database;
  if (!user.email) throw invalidInput(MESSAGES.noEmailAddress);
  if (user.emailVerified) throw conflict(MESSAGES.emailAlreadyVerified);
  // Checked and written under the user's row lock: two clicks cannot both pass the gap.
  const token = await db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    const recent = await repo.recentEmailTokens(tx, user.id, 'verify_email', RESEND_GAP_MS);
    if (recent.lastAt) {
      const seconds = Math.max(
        1,
        Math.ceil((recent.lastAt.getTime() + RESEND_GAP_MS - Date.now()) / 1000),
      );
      throw rateLimited(MESSAGES.verificationEmailWait(seconds), seconds);
    }
    return repo.insertEmailToken(tx, user.id, 'verify_email', LIMITS.emailVerificationLinkMs);
  });
  // Security mail: sent whatever the recipient's cap says (the minute between resends above
  // is this account's own limit).
  await mayMail(db, user.email, 'security');
  try {
    await ctx.deps.mail.send(
      verificationMail(
        user.email,
        user.username,
        verifyEmailLink(ctx.deps.config.publicUrl, token),
      ),
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'could not send the verification email');
    throw new AppError('unavailable', MESSAGES.emailSendFailed);
  }
}

/**
 * Forgot password. The caller answers at once, the same for every address; this runs after,
 * so neither the answer nor its timing says whether the account exists.
 */
/**
 * Counts a reset request for `rawEmail` from `ip` before anything is looked up, so the answer
 * past the cap is the same for a registered email and any other: 429 saying so.
 */
export async function limitResetRequests(db: DbOrTx, rawEmail: string, ip: string): Promise<void> {
  const subject = `${normalizeEmail(rawEmail)}|${addressSubject(ip)}`;
  const refused = await countAndCheck(db, subject, RESET_PER_PAIR_RULES);
  if (refused) {
    const minutes = Math.ceil(refused.retryAfterSeconds / 60);
    throw rateLimited(LIMITS_MESSAGES.resetRequestsLimited(minutes), refused.retryAfterSeconds);
  }
  // The ceiling per recipient, from everywhere: its wait is the true one, the window's end.
  const ceiling = await countAndCheck(db, normalizeEmail(rawEmail), RESET_PER_RECIPIENT_RULES);
  if (ceiling) {
    const minutes = Math.ceil(ceiling.retryAfterSeconds / 60);
    throw rateLimited(LIMITS_MESSAGES.resetRecipientLimited(minutes), ceiling.retryAfterSeconds);
  }
}

export async function sendPasswordReset(ctx: Ctx, rawEmail: string): Promise<void> {
  const { db } = ctx.deps.database;
  const user = await repo.findUserByEmail(db, normalizeEmail(rawEmail));
  if (!user) return;
  // Counted and written under the user's row lock, so parallel requests cannot all pass.
  const token = await db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    const recent = await repo.recentEmailTokens(tx, user.id, 'reset_password', LIMITS.hourMs);
    if (recent.count >= RESETS_PER_HOUR) return null;
    return repo.insertEmailToken(tx, user.id, 'reset_password', LIMITS.passwordResetLinkMs);
  });
  if (!token) {
    ctx.log.warn({ userId: user.id }, 'password reset requested too often; no email sent');
    return;
  }
  // Security mail: sent whatever the recipient's cap says (3 an hour per address, above).
  await mayMail(db, user.email, 'security');
  await ctx.deps.mail.send(
    passwordResetMail(user.email, resetPasswordLink(ctx.deps.config.publicUrl, token)),
  );
}

/**
 * Sets a new password from a reset link: the link is used up, every other reset link dies,
 * every session of the account ends (the route then signs this browser in), and the email
 * counts as verified, since the link arrived there.
 */
export async function resetPassword(ctx: Ctx, input: PasswordResetComplete): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const userId = await repo.consumeEmailToken(tx, input.token, 'reset_password');
    if (!userId) return null;
    await repo.retireEmailTokens(tx, userId, 'reset_password');
    await endAllSessions(tx, userId);
    await deleteApiTokensOf(tx, userId);
    const updated = await repo.updateUser(tx, userId, { passwordHash, emailVerified: true });
    await repo.clearLoginFailures(tx, updated.email);
    // The email is verified now, if it was not: a case naming it tells its owner (issue 23).
    await noticeCasesNaming(tx, { id: updated.id, phone: null, email: updated.email });
    return updated;
  });
  if (!user) throw invalidInput(MESSAGES.emailLinkInvalid, { token: MESSAGES.emailLinkInvalid });
  return user;
}

/**
 * Opens the link the old address got when the account's email was changed (issue 22,
 * docs/decisions/0033): in one transaction the link is used up, the old address is restored
 * (verified: the link arrived there), the new password set, every open link of the account
 * retired (pending changes, other undo links, resets) and every session ended; the route then
 * signs this browser in. If the old address has an account of its own by now, the unique
 * index refuses (409) and nothing changes.
 */
export async function undoEmailChange(
  ctx: Ctx,
  input: UndoEmailChangeRequest,
): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  const passwordHash = await hashPassword(input.password);
  let user: SessionUser | null;
  try {
    user = await db.transaction(async (tx) => {
      const found = await repo.consumeUndoEmailToken(tx, input.token);
      if (!found) return null;
      const before = await repo.lockUser(tx, found.userId);
      for (const purpose of [
        'change_email',
        'verify_email',
        'reset_password',
        'undo_email_change',
      ] as const) {
        await repo.retireEmailTokens(tx, found.userId, purpose);
      }
      await endAllSessions(tx, found.userId);
      await deleteApiTokensOf(tx, found.userId);
      const updated = await repo.updateUser(tx, found.userId, {
        email: found.restore,
        emailVerified: true,
        passwordHash,
      });
      await repo.clearLoginFailures(tx, found.restore);
      await repo.clearLoginFailures(tx, before.email);
      await noticeCasesNaming(tx, { id: updated.id, phone: null, email: updated.email });
      return updated;
    });
  } catch (error) {
    if (uniqueViolation(error) === EMAIL_KEY) {
      throw conflict(ACCOUNT_TRUST_MESSAGES.undoEmailTaken);
    }
    throw error;
  }
  if (!user) throw invalidInput(MESSAGES.emailLinkInvalid, { token: MESSAGES.emailLinkInvalid });
  ctx.log.info({ userId: user.id }, 'email change undone from the old address');
  return user;
}
