import { randomUUID } from 'node:crypto';
import {
  type CountryCode,
  DAY_MS,
  LIMITS,
  MESSAGES,
  NAMED_PARTY_MESSAGES,
  namedPartyValues,
  normalizeEmail,
  normalizePhone,
  SECOND_MS,
  SERVICE_MAIL_MESSAGES,
} from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import { lockUntilCommit } from '../../db/locks.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, invalidInput, notFound, rateLimited } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { mayMail, SMS_PER_NUMBER_RULES } from '../accounts/abuse-limits.js';
import { newPhoneCode, phoneCodeHash, sameHash } from '../accounts/tokens.js';
import { viewerOf } from '../cases/visibility.js';
import { countAndCheck } from '../rate-limits/limits.js';
import * as repo from './repository.js';

// The verified right of reply (issue 14 §3; docs/decisions/0020). A signed-in user types the
// email or phone number they believe the case holds; a 6-digit code goes to it only when it is
// the stored one, but the answer is the same either way, so nobody learns the stored value by
// guessing. Entering the code proves control of it: the user is the case's named party.

type Deps = Pick<AppDeps, 'database' | 'mail' | 'sms'>;
export type Channel = 'email' | 'phone';

async function viewableCase(deps: Deps, user: SessionUser, caseId: string) {
  const kase = await repo.findViewableCase(deps.database.db, caseId, viewerOf(user));
  if (!kase) throw notFound(MESSAGES.caseNotFound);
  if (kase.creatorId === user.id) throw forbidden(MESSAGES.namedPartyOwnCase);
  return kase;
}

/** The stored value the typed one matches, normalized, or null. */
function matchingValue(
  kase: repo.CaseForNamedParty,
  channel: Channel,
  typed: string,
): string | null {
  if (channel === 'email') {
    for (const value of namedPartyValues(kase, 'email')) {
      const stored = normalizeEmail(value);
      if (stored !== '' && normalizeEmail(typed) === stored) return value.trim();
    }
    return null;
  }
  const country = kase.country as CountryCode;
  const wanted = normalizePhone(typed, country);
  for (const stored of namedPartyValues(kase, 'phone')) {
    if (stored.trim() === '') continue;
    const e164 = normalizePhone(stored, country);
    if (e164 === wanted && e164.startsWith('+')) return e164;
  }
  return null;
}

export async function sendNamedPartyCode(
  deps: Deps,
  log: FastifyBaseLogger,
  user: SessionUser,
  caseId: string,
  input: { channel: Channel; value: string },
): Promise<{ message: string }> {
  // A verified email first (issue 22): throwaway accounts cannot send texts and mail.
  if (!user.emailVerified) throw forbidden(MESSAGES.verifiedEmailForPage);
  const kase = await viewableCase(deps, user, caseId);
  const to = matchingValue(kase, input.channel, input.value);
  const code = newPhoneCode();
  await deps.database.db.transaction(async (tx) => {
    // At most 3 requests a case a day and 10 across cases, per requester, whatever they typed
    // (issue 46): one account asking with made-up values no longer spends the person named's.
    await lockUntilCommit(tx, 'named-party-codes', user.id);
    const asked = await repo.codesAskedToday(tx, user.id, kase.id);
    if (asked.forCase >= LIMITS.namedPartyCodesPerCasePerDay) {
      throw rateLimited(MESSAGES.namedPartyCodeLimit, DAY_MS / SECOND_MS);
    }
    if (asked.all >= LIMITS.namedPartyCodesPerRequesterPerDay) {
      throw rateLimited(MESSAGES.namedPartyCodeLimitAcrossCases, DAY_MS / SECOND_MS);
    }
    const id = randomUUID();
    await repo.insertCode(tx, {
      id,
      caseId: kase.id,
      userId: user.id,
      channel: input.channel,
      codeHash: to ? phoneCodeHash(id, code) : null,
      expiresAt: new Date(Date.now() + LIMITS.namedPartyCodeExpiryMs),
    });
  });
  // The typed value counts against its cap (per number for texts, per recipient for mail)
  // whether or not it is the stored one; past the cap nothing is sent, and the answer is the
  // same as ever, so the cap tells nobody whether the value was right.
  const capped = !(await withinCap(
    deps,
    input.channel,
    typedSubject(kase, input.channel, input.value),
  ));
  // The verified owner of the value is never refused for what others asked: strangers who
  // typed it may have spent its cap, but the owner's own code goes (their own 3 a case bound it).
  if (to && capped && !ownsValue(user, input.channel, to)) {
    log.warn({ caseId: kase.id }, 'named-party code not sent: the number or address is capped');
  } else if (to) {
    // In the request's language: whoever asks for the code is the person it goes to, if anyone.
    const text = SERVICE_MAIL_MESSAGES.codeText(code);
    try {
      if (input.channel === 'email') {
        await deps.mail.send({
          to,
          subject: SERVICE_MAIL_MESSAGES.codeSubject,
          text,
          withholdRecipient: true,
        });
      } else {
        await deps.sms.send(to, text);
      }
    } catch (error) {
      // Said nowhere but the log: a different answer would tell the value was right.
      log.error({ err: error, caseId: kase.id }, 'could not send a named-party code');
    }
  }
  return { message: MESSAGES.namedPartyCodeSent };
}

/** Whether `to` (the stored value, normalized) is the requester's own verified number or email. */
function ownsValue(user: SessionUser, channel: Channel, to: string): boolean {
  if (channel === 'email')
    return user.emailVerified && normalizeEmail(user.email) === normalizeEmail(to);
  return user.phoneVerified && user.phoneNumber === to;
}

/** Counts one text or mail to `to` against its cap; false when it has had enough. */
async function withinCap(deps: Deps, channel: Channel, to: string): Promise<boolean> {
  const { db } = deps.database;
  if (channel === 'email') return mayMail(db, to, 'ordinary');
  return (await countAndCheck(db, to, SMS_PER_NUMBER_RULES)) === null;
}

/** The typed value as its cap counts it: an email lower-cased, a number in E.164. */
function typedSubject(kase: repo.CaseForNamedParty, channel: Channel, typed: string): string {
  return channel === 'email'
    ? normalizeEmail(typed)
    : normalizePhone(typed, kase.country as CountryCode);
}

export async function verifyNamedPartyCode(
  deps: Deps,
  user: SessionUser,
  caseId: string,
  input: { code: string },
): Promise<{ message: string }> {
  const kase = await viewableCase(deps, user, caseId);
  const wrong = () =>
    invalidInput(MESSAGES.namedPartyCodeWrong, { code: MESSAGES.namedPartyCodeWrong });
  const verified = await deps.database.db.transaction(async (tx) => {
    const live = await repo.latestLiveCode(tx, kase.id, user.id);
    // A second click on Verify, after the first proved it with this code and spent it: the same
    // answer, not "wrong code" to someone just verified.
    if (!live) {
      const spent = await repo.spentCode(tx, kase.id, user.id);
      const same =
        spent?.codeHash != null &&
        sameHash(spent.codeHash, phoneCodeHash(spent.id, input.code.trim()));
      return same && (await repo.isNamedParty(tx, kase.id, user.id));
    }
    if (!live || live.attempts >= LIMITS.namedPartyCodeAttempts) return false;
    const right =
      live.codeHash !== null && sameHash(live.codeHash, phoneCodeHash(live.id, input.code.trim()));
    if (!right) {
      await repo.countAttempt(tx, live.id);
      return false;
    }
    await repo.consumeCode(tx, live.id);
    await repo.insertNamedParty(tx, { caseId: kase.id, userId: user.id, channel: live.channel });
    return true;
  });
  if (!verified) throw wrong();
  return { message: MESSAGES.namedPartyVerified };
}

/**
 * The channel through which the member's own verified contact is on the case: their verified
 * phone number as the case's number or alternate number, or their verified email as its email.
 * Null when neither is (issue 38: a member who verified their number a minute ago is not asked
 * to prove it again with a code).
 */
export function accountMatch(kase: repo.CaseForNamedParty, user: SessionUser): Channel | null {
  const country = kase.country as CountryCode;
  if (user.phoneVerified && user.verifiedPhoneNumber) {
    const mine = normalizePhone(user.verifiedPhoneNumber, country);
    for (const stored of namedPartyValues(kase, 'phone')) {
      if (stored.trim() !== '' && mine.startsWith('+') && normalizePhone(stored, country) === mine)
        return 'phone';
    }
  }
  for (const value of namedPartyValues(kase, 'email')) {
    const stored = normalizeEmail(value);
    if (user.emailVerified && stored !== '' && normalizeEmail(user.email) === stored)
      return 'email';
  }
  return null;
}

export type NamedPartyStatus = 'verified' | 'account' | 'none';

/**
 * Where the member stands with the case: already its proven named party (`verified`), named by
 * their own verified contact and so able to reply as the named party at once (`account`), or
 * neither (`none`, the creator included).
 */
export async function namedPartyStatus(
  deps: Deps,
  user: SessionUser,
  caseId: string,
): Promise<{ status: NamedPartyStatus }> {
  const kase = await repo.findViewableCase(deps.database.db, caseId, viewerOf(user));
  if (!kase) throw notFound(MESSAGES.caseNotFound);
  if (kase.creatorId === user.id) return { status: 'none' };
  if (await repo.isNamedParty(deps.database.db, kase.id, user.id)) return { status: 'verified' };
  return { status: accountMatch(kase, user) ? 'account' : 'none' };
}

/**
 * 'Reply as the person named' without a code: the member's own verified phone number or email
 * is on the case, which is the proof a code would give. Anyone else is refused and proves it
 * with a code as before.
 */
export async function claimNamedParty(
  deps: Deps,
  user: SessionUser,
  caseId: string,
): Promise<{ message: string }> {
  if (!user.emailVerified) throw forbidden(MESSAGES.verifiedEmailForPage);
  const kase = await viewableCase(deps, user, caseId);
  const channel = accountMatch(kase, user);
  if (!channel) throw forbidden(NAMED_PARTY_MESSAGES.notYours);
  await repo.insertNamedParty(deps.database.db, { caseId: kase.id, userId: user.id, channel });
  return { message: NAMED_PARTY_MESSAGES.claimed };
}
