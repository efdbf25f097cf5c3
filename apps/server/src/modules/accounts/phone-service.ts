import { randomUUID } from 'node:crypto';
import {
  type CountryCode,
  LIMITS,
  MESSAGES,
  normalizePhone,
  type PhoneSendVerificationRequest,
  type PhoneVerifyOtpRequest,
  phoneBlockMessage,
  recordFailedPhoneAttempt,
  SERVICE_MAIL_MESSAGES,
  validateMobileNumber,
} from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { lockUntilCommit } from '../../db/locks.js';
import type { AppDeps } from '../../deps.js';
import {
  AppError,
  conflict,
  forbidden,
  invalidInput,
  rateLimited,
  SEND_FAILED_RETRY_AFTER_SECONDS,
} from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { addressSubject } from '../rate-limits/client-address.js';
import { enforceLimits } from '../rate-limits/limits.js';
import { noticeCasesNaming } from '../watches/alerts.js';
import { SMS_PER_ADDRESS_RULES, SMS_PER_NUMBER_RULES } from './abuse-limits.js';
import * as phoneRepo from './phone-code-repository.js';
import { countedPhoneAttempts } from './presenter.js';
import * as repo from './repository.js';
import { newPhoneCode, phoneCodeHash, sameHash } from './tokens.js';

// Phone verification (spec §4, §5): a verified email first; a 6-digit code by SMS, stored
// hashed, good for 10 minutes; 2 wrong codes block verification for 6 months; a right code
// saves the number as verified, resets the attempts and lifts the block. Codes are capped per
// number across all accounts and per client address too, and a number is verified on one
// account at a time (issue 12).

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

/** SMS cost money and reach real phones: one code per 30 seconds, 5 an hour, per user. */
const CODE_GAP_MS = LIMITS.phoneCodeGapMs;
const CODES_PER_HOUR = LIMITS.phoneCodesPerHour;

function assertMayVerify(user: SessionUser, now: Date) {
  if (!user.emailVerified) throw forbidden(MESSAGES.verifyEmailBeforePhone);
  const blocked = phoneBlockMessage(user.phoneBlockUntil, now);
  if (blocked && user.phoneBlockUntil) {
    throw rateLimited(blocked, (user.phoneBlockUntil.getTime() - now.getTime()) / 1000);
  }
}

/**
 * Refuses a number another account holds as its verified phone. Holds a lock on the number
 * until the transaction ends, so two accounts cannot verify it at once.
 */
export async function assertNumberFree(tx: DbOrTx, number: string, userId: string) {
  await lockUntilCommit(tx, 'verified-phone', number);
  if (await phoneRepo.phoneVerifiedElsewhere(tx, number, userId)) {
    throw conflict(MESSAGES.phoneNumberTaken, { phoneNumber: MESSAGES.phoneNumberTaken });
  }
}

/** The number in E.164, or the spec's message for the user's country. */
function checkedNumber(user: SessionUser, raw: string): string {
  const country = user.country as CountryCode;
  const invalid = validateMobileNumber(raw, country);
  if (invalid) throw invalidInput(invalid, { phoneNumber: invalid });
  return normalizePhone(raw, country);
}

export async function sendPhoneCode(
  ctx: Ctx,
  userId: string,
  input: PhoneSendVerificationRequest,
  ip: string,
): Promise<{ expiresAt: Date }> {
  const { db } = ctx.deps.database;
  const code = newPhoneCode();
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + LIMITS.verificationCodeExpiryMs);

  const phoneNumber = await db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    const now = new Date();
    assertMayVerify(user, now);
    const number = checkedNumber(user, input.phoneNumber);
    // No membership oracle (issue 22): a number verified on another account is asked for
    // exactly as a free one (same checks, same counts, a code sent the same way), and the
    // conflict is told only when the right code is entered (verifyPhoneCode).
    const recent = await phoneRepo.recentPhoneCodes(tx, userId, LIMITS.hourMs);
    const waitGap = recent.lastAt ? recent.lastAt.getTime() + CODE_GAP_MS - now.getTime() : 0;
    const waitHour =
      recent.count >= CODES_PER_HOUR && recent.firstAt
        ? recent.firstAt.getTime() + LIMITS.hourMs - now.getTime()
        : 0;
    if (waitGap > 0 || waitHour > 0) {
      throw rateLimited(MESSAGES.phoneCodeLimit, Math.max(waitGap, waitHour) / 1000);
    }
    // Counted in this transaction: a refusal here or below takes its counts back with it.
    await enforceLimits(tx, number, SMS_PER_NUMBER_RULES, MESSAGES.phoneNumberCodeLimit);
    await enforceLimits(tx, addressSubject(ip), SMS_PER_ADDRESS_RULES, MESSAGES.phoneCodeLimit);
    await phoneRepo.consumePhoneCodes(tx, userId);
    await phoneRepo.insertPhoneCode(tx, {
      id,
      userId,
      phoneNumber: number,
      codeHash: phoneCodeHash(id, code),
      expiresAt,
    });
    return number;
  });

  try {
    // In the request's language: the member asking is the one the code goes to.
    await ctx.deps.sms.send(phoneNumber, SERVICE_MAIL_MESSAGES.phoneCodeText(code));
  } catch (error) {
    ctx.log.error({ err: error }, 'could not send a verification SMS');
    await phoneRepo.deletePhoneCode(db, id);
    throw new AppError('unavailable', MESSAGES.failedToSendVerificationCode, {
      retryAfterSeconds: SEND_FAILED_RETRY_AFTER_SECONDS,
    });
  }
  return { expiresAt };
}

type VerifyOutcome =
  | { ok: true; user: SessionUser }
  | { ok: false; message: string; blockUntil: number | null };

export async function verifyPhoneCode(
  ctx: Ctx,
  userId: string,
  input: PhoneVerifyOtpRequest,
): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  // The row lock makes wrong guesses count one after another: two at once cannot both slip
  // in under the limit.
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const user = await repo.lockUser(tx, userId);
    const now = new Date();
    assertMayVerify(user, now);
    const number = checkedNumber(user, input.phoneNumber);
    const active = await phoneRepo.activePhoneCode(tx, userId, number);
    // A second click on Verify waited on the lock while the first verified this number with
    // this code and spent it: the same answer, not a wrong guess counted towards a 6-month block.
    if (!active && user.phoneVerified && user.verifiedPhoneNumber === number) {
      const spent = await phoneRepo.spentPhoneCode(tx, userId, number);
      if (spent && sameHash(spent.codeHash, phoneCodeHash(spent.id, input.code))) {
        return { ok: true, user };
      }
    }
    if (active && sameHash(active.codeHash, phoneCodeHash(active.id, input.code))) {
      await assertNumberFree(tx, number, userId);
      await phoneRepo.consumePhoneCodes(tx, userId);
      const updated = await repo.updateUser(tx, userId, {
        phoneNumber: number,
        verifiedPhoneNumber: number,
        phoneVerified: true,
        phoneAttempts: 0,
        phoneBlockUntil: null,
      });
      // A case that names this number now tells its verified owner (issue 23).
      await noticeCasesNaming(tx, { id: userId, phone: number, email: null });
      return { ok: true, user: updated };
    }
    const failed = recordFailedPhoneAttempt(countedPhoneAttempts(user, now), now);
    await repo.updateUser(tx, userId, {
      phoneAttempts: failed.attempts,
      // Not blocked now (checked above), so any old block has ended: clear it, or start one.
      phoneBlockUntil: failed.blockUntil ? new Date(failed.blockUntil) : null,
    });
    if (failed.blockUntil) await phoneRepo.consumePhoneCodes(tx, userId);
    return { ok: false, message: failed.message, blockUntil: failed.blockUntil };
  });

  if (outcome.ok) return outcome.user;
  if (outcome.blockUntil) {
    throw rateLimited(outcome.message, (outcome.blockUntil - Date.now()) / 1000);
  }
  throw invalidInput(outcome.message, { code: outcome.message });
}
