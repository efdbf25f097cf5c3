import {
  type CountryCode,
  canChangeUsername,
  LIMITS,
  MESSAGES,
  normalizeEmail,
  normalizePhone,
  type ProfileEditRequest,
  validateMobileNumber,
} from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { conflict, invalidInput, rateLimited } from '../../lib/app-error.js';
import { processImage } from '../../lib/images/process-image.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { type MailCategory, mayMail } from './abuse-limits.js';
import { profileImageKey, profileImageMessages } from './auth-service.js';
import {
  emailChangeInUseMail,
  emailChangeMail,
  emailChangeNoticeMail,
  verifyEmailLink,
} from './mails.js';
import { assertNumberFree } from './phone-service.js';
import * as repo from './repository.js';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

/** At most this many changes of email address an hour, per account. */
const EMAIL_CHANGES_PER_HOUR = 5;

type EmailChange = { token: string; from: string; to: string; username: string | null };

/**
 * My Account's Save (spec §5, Profile). The user's row is locked for the check and the write,
 * so two saves cannot both pass the 100-day username rule.
 *
 * A new email address does not replace the old one here: it gets a link, and the address in
 * force changes only when that link is opened (verifyEmail). The old address is told.
 */
export async function updateProfile(
  ctx: Ctx,
  userId: string,
  input: ProfileEditRequest,
): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  let result: { user: SessionUser; emailChange: EmailChange | null };
  try {
    result = await db.transaction(async (tx) => {
      const user = await repo.lockUser(tx, userId);
      const now = new Date();
      const changes: Parameters<typeof repo.updateUser>[2] = {};

      if (input.country !== undefined && input.country !== user.country) {
        changes.country = input.country;
      }

      if (input.phoneNumber !== undefined) {
        // A number saved together with a new country is read as that country's.
        const phone = phoneChange(user, input.phoneNumber, input.country);
        // Saving the verified number again must not make it verified on two accounts.
        if (phone.phoneNumber && phone.phoneNumber !== (user.phoneVerified && user.phoneNumber)) {
          await assertNumberFree(tx, phone.phoneNumber, userId);
        }
        Object.assign(changes, phone);
      }

      if (input.username !== undefined && input.username !== user.username) {
        if (!canChangeUsername(user.usernameLastChanged, now)) {
          const until = (user.usernameLastChanged?.getTime() ?? 0) + LIMITS.usernameCooldownMs;
          throw rateLimited(MESSAGES.usernameCooldown, (until - now.getTime()) / 1000);
        }
        await repo.lockUsername(tx, input.username);
        if (await repo.isUsernameReserved(tx, input.username)) {
          throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
        }
        changes.username = input.username;
        changes.usernameLastChanged = now;
      }

      const emailChange =
        input.email === undefined ? null : await startEmailChange(tx, user, input.email);
      const updated =
        Object.keys(changes).length === 0 ? user : await repo.updateUser(tx, userId, changes);
      return { user: updated, emailChange };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_username_lower_key') {
      throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
    }
    throw error;
  }
  if (result.emailChange) await sendEmailChangeMails(ctx, result.emailChange);
  return result.user;
}

/**
 * Opens a change of address: a new link replaces any earlier one (only the newest pending
 * change can complete). Asking for the address already in force cancels a pending change.
 */
async function startEmailChange(
  tx: Parameters<typeof repo.lockUser>[0],
  user: SessionUser,
  raw: string,
): Promise<EmailChange | null> {
  const to = normalizeEmail(raw);
  await repo.retireEmailTokens(tx, user.id, 'change_email');
  if (to === normalizeEmail(user.email)) return null;
  const recent = await repo.recentEmailTokens(tx, user.id, 'change_email', LIMITS.hourMs);
  if (recent.count >= EMAIL_CHANGES_PER_HOUR) {
    const retry = (recent.lastAt?.getTime() ?? Date.now()) + LIMITS.hourMs - Date.now();
    throw rateLimited(MESSAGES.emailChangeLimit, Math.max(1, retry / 1000));
  }
  const token = await repo.insertEmailToken(
    tx,
    user.id,
    'change_email',
    LIMITS.emailVerificationLinkMs,
    to,
  );
  return { token, from: user.email, to, username: user.username };
}

/**
 * The link goes to the new address, unless that address already has an account: then its
 * owner gets a notice instead (at most one an hour), and the asker's answer is the same, so
 * the request does not reveal who is registered (docs/decisions/0010, 0014). Sent after
 * the commit; a mail that fails is logged, like sign-up's.
 */
async function sendEmailChangeMails(ctx: Ctx, change: EmailChange) {
  const { db } = ctx.deps.database;
  const { publicUrl } = ctx.deps.config;
  const taken = await repo.findUserByEmail(db, change.to);
  if (!taken) {
    await sendQuietly(
      ctx,
      emailChangeMail(change.to, change.username, verifyEmailLink(publicUrl, change.token)),
      'security',
    );
  } else if (await repo.claimExistingAccountNotice(db, change.to, LIMITS.hourMs)) {
    await sendQuietly(ctx, emailChangeInUseMail(change.to, publicUrl), 'ordinary');
  }
  await sendQuietly(ctx, emailChangeNoticeMail(change.from, change.to, publicUrl), 'security');
}

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
 * A number may be saved only if it is the one last verified (spec §5, Profile); an empty one
 * removes the phone.
 */
function phoneChange(user: SessionUser, raw: string, newCountry?: CountryCode) {
  if (raw === '') return { phoneNumber: null, phoneVerified: false };
  const country = newCountry ?? (user.country as CountryCode);
  const invalid = validateMobileNumber(raw, country);
  if (invalid) throw invalidInput(invalid, { phoneNumber: invalid });
  const number = normalizePhone(raw, country);
  if (number !== user.verifiedPhoneNumber) {
    throw invalidInput(MESSAGES.phoneNotVerified, { phoneNumber: MESSAGES.phoneNotVerified });
  }
  return { phoneNumber: number, phoneVerified: true };
}

/** Replaces the profile image: the new one is stored first, the old one removed after. */
export async function setProfileImage(
  ctx: Ctx,
  userId: string,
  /** The path of the uploaded image's temporary file. */
  image: string | undefined,
): Promise<SessionUser> {
  if (!image) throw invalidInput(MESSAGES.imageTypeNotAllowed);
  const processed = await processImage(image, profileImageMessages, 'profile');
  const key = profileImageKey(userId);
  await ctx.deps.storage.put(key, processed.thumb);
  return swapProfileImage(ctx, userId, key);
}

export function removeProfileImage(ctx: Ctx, userId: string): Promise<SessionUser> {
  return swapProfileImage(ctx, userId, null);
}

/** Points the user at `key` and deletes the image it replaced, whoever wrote that one. */
async function swapProfileImage(ctx: Ctx, userId: string, key: string | null) {
  const { previous, updated } = await ctx.deps.database.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    const row = await repo.updateUser(tx, userId, { profileImageKey: key });
    return { previous: user.profileImageKey, updated: row };
  });
  if (previous && previous !== key) await removeQuietly(ctx, previous);
  return updated;
}

async function removeQuietly(ctx: Ctx, key: string) {
  try {
    await ctx.deps.storage.delete(key);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'could not delete an old profile image');
  }
}
