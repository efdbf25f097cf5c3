import { randomBytes, randomUUID } from 'node:crypto';
import {
  currentLocale,
  LIMITS,
  LIMITS_MESSAGES,
  MESSAGES,
  normalizeEmail,
  type SignupRequest,
} from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError, conflict, rateLimited } from '../../lib/app-error.js';
import { processImage } from '../../lib/images/process-image.js';
import { hashPassword } from '../../lib/passwords.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { type QueuedMail, queueMail, sendQueued } from '../outbox/outbox.js';
import { countAndCheckAddress } from '../rate-limits/limits.js';
import { countSignup, SIGNUP_ATTEMPT_RULES } from './abuse-limits.js';
import { queueLinkMail } from './account-mail.js';
import * as linkRepo from './email-link-repository.js';
import { existingAccountMail, verificationMail } from './mails.js';
import { checkSolution, spendChallenge } from './proof-of-work.js';
import * as repo from './repository.js';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

const USERNAME_KEY = 'users_username_lower_key';
const EMAIL_KEY = 'users_email_lower_key';

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

  let verification: QueuedMail;
  try {
    verification = await db.transaction(async (tx) => {
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
      const token = await linkRepo.insertEmailToken(
        tx,
        userId,
        'verify_email',
        LIMITS.emailVerificationLinkMs,
      );
      return queueLinkMail(tx, config.publicUrl, 'VerifyEmail', token, (link) =>
        verificationMail(email, input.username, link),
      );
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
    const notice = await db.transaction(async (tx) =>
      (await repo.claimExistingAccountNotice(tx, email, LIMITS.hourMs))
        ? queueMail(tx, () => existingAccountMail(email, config.publicUrl), 'ordinary')
        : null,
    );
    if (notice) await sendQueued(ctx.deps, ctx.log, [notice]);
    else ctx.log.warn('sign-up with an existing email again within the hour; no notice sent');
    return;
  }
  await ctx.deps.crowd.accountMade();
  // After the account exists, a mail that fails is logged and left to the queue's retry.
  await sendQueued(ctx.deps, ctx.log, [verification]);
}
