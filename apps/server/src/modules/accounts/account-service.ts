import {
  ACCOUNT_TRUST_MESSAGES,
  type CountryCode,
  canChangeUsername,
  LIMITS,
  MESSAGES,
  normalizeEmail,
  normalizePhone,
  type PasswordChangeRequest,
  type ProfileEditRequest,
  validateMobileNumber,
} from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError, conflict, invalidInput, rateLimited } from '../../lib/app-error.js';
import { processImage } from '../../lib/images/process-image.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { endAllSessions, type SessionUser } from '../../plugins/session.js';
import { deleteApiTokensOf } from '../api-tokens/repository.js';
import { type QueuedMail, queueMail, sendQueued } from '../outbox/outbox.js';
import { queueLinkMail } from './account-mail.js';
import { confirmCurrentPassword } from './current-password.js';
import * as linkRepo from './email-link-repository.js';
import {
  emailChangeInUseMail,
  emailChangeMail,
  emailChangeNoticeMail,
  passwordChangedMail,
} from './mails.js';
import { assertNumberFree } from './phone-service.js';
import * as repo from './repository.js';
import { profileImageKey, profileImageMessages } from './signup.js';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

/** At most this many changes of email address an hour, per account. */
const EMAIL_CHANGES_PER_HOUR = LIMITS.emailChangesPerHour;

type EmailChange = {
  token: string;
  /** The link the old address gets to take the account back (docs/decisions/0033). */
  undoToken: string;
  from: string;
  to: string;
  username: string | null;
};

/** How long the old address can undo a change of email. */
const UNDO_EMAIL_CHANGE_MS = LIMITS.undoEmailChangeMs;

/**
 * My Account's Save (spec §5, Profile). The user's row is locked for the check and the write,
 * so two saves cannot both pass the 100-day username rule.
 *
 * A new email address does not replace the old one here: it gets a link, and the address in
 * force changes only when that link is opened (verifyEmail). The old address is told, with a
 * link that undoes the change. A new address needs the current password (docs/decisions/0033):
 * a stolen session alone cannot move the account.
 */
export async function updateProfile(
  ctx: Ctx,
  user: SessionUser,
  input: ProfileEditRequest,
  ip: string,
): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  const userId = user.id;
  if (input.email !== undefined && normalizeEmail(input.email) !== normalizeEmail(user.email)) {
    if (!input.currentPassword) {
      const message = ACCOUNT_TRUST_MESSAGES.currentPasswordRequired;
      throw invalidInput(message, { currentPassword: message });
    }
    await confirmCurrentPassword(db, user, input.currentPassword, ip, 'currentPassword');
  }
  let result: { user: SessionUser; mails: QueuedMail[] };
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
      const mails = emailChange
        ? await queueEmailChangeMails(tx, ctx.deps.config.publicUrl, emailChange)
        : [];
      return { user: updated, mails };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_username_lower_key') {
      throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
    }
    throw error;
  }
  await sendQueued(ctx.deps, ctx.log, result.mails);
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
  await linkRepo.retireEmailTokens(tx, user.id, 'change_email');
  if (to === normalizeEmail(user.email)) return null;
  const recent = await linkRepo.recentEmailTokens(tx, user.id, 'change_email', LIMITS.hourMs);
  if (recent.count >= EMAIL_CHANGES_PER_HOUR) {
    const retry = (recent.lastAt?.getTime() ?? Date.now()) + LIMITS.hourMs - Date.now();
    throw rateLimited(MESSAGES.emailChangeLimit, Math.max(1, retry / 1000));
  }
  const token = await linkRepo.insertEmailToken(
    tx,
    user.id,
    'change_email',
    LIMITS.emailVerificationLinkMs,
    to,
  );
  const undoToken = await linkRepo.insertEmailToken(
    tx,
    user.id,
    'undo_email_change',
    UNDO_EMAIL_CHANGE_MS,
    user.email,
  );
  return { token, undoToken, from: user.email, to, username: user.username };
}

/**
 * The link goes to the new address, unless that address already has an account: then its
 * owner gets a notice instead (at most one an hour), and the asker's answer is the same, so
 * the request does not reveal who is registered (docs/decisions/0010, 0014). Queued in the
 * change's transaction, sent after its commit (docs/decisions/0086).
 */
async function queueEmailChangeMails(
  tx: DbOrTx,
  publicUrl: string,
  change: EmailChange,
): Promise<QueuedMail[]> {
  const mails: QueuedMail[] = [];
  const taken = await repo.findUserByEmail(tx, change.to);
  if (!taken) {
    mails.push(
      await queueLinkMail(tx, publicUrl, 'VerifyEmail', change.token, (link) =>
        emailChangeMail(change.to, change.username, link),
      ),
    );
  } else if (await repo.claimExistingAccountNotice(tx, change.to, LIMITS.hourMs)) {
    mails.push(await queueMail(tx, () => emailChangeInUseMail(change.to, publicUrl), 'ordinary'));
  }
  mails.push(
    await queueLinkMail(tx, publicUrl, 'UndoEmailChange', change.undoToken, (link) =>
      emailChangeNoticeMail(change.from, change.to, link),
    ),
  );
  return mails;
}

/**
 * My Account's Change password: the password in force first (a wrong one counts as a failed
 * log-in), then the new one; every session of the account ends (the route signs this one in
 * again), open reset links die, every API token ends unless kept here, and the address in
 * force is told what ended.
 */
export async function changePassword(
  ctx: Ctx,
  user: SessionUser,
  input: PasswordChangeRequest,
  ip: string,
): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  const confirmed = await confirmCurrentPassword(
    db,
    user,
    input.currentPassword,
    ip,
    'currentPassword',
  );
  const passwordHash = await hashPassword(input.newPassword);
  const { updated, mail } = await db.transaction(async (tx) => {
    const row = await repo.lockUser(tx, user.id);
    if (row.passwordHash !== confirmed) {
      // Changed while this request waited on the lock. A double submit's first request set this
      // very password: the same answer, without ending the session it just made or a second
      // mail. Any other change means the password confirmed here is no longer the one in force.
      if (await verifyPassword(row.passwordHash, input.newPassword)) {
        return { updated: row, mail: null };
      }
      throw invalidInput(MESSAGES.passwordIncorrect, {
        currentPassword: MESSAGES.passwordIncorrect,
      });
    }
    await linkRepo.retireEmailTokens(tx, user.id, 'reset_password');
    await endAllSessions(tx, user.id);
    // Every API token ends but those the member confirms keeping in this step (issue 46).
    const tokens = await deleteApiTokensOf(tx, user.id, input.keepApiTokens);
    const updated = await repo.updateUser(tx, user.id, { passwordHash });
    const changed = () => passwordChangedMail(updated.email, ctx.deps.config.publicUrl, tokens);
    return { updated, mail: await queueMail(tx, changed, 'security') };
  });
  if (mail) await sendQueued(ctx.deps, ctx.log, [mail]);
  return updated;
}

/**
 * A number may be saved only if it is the one last verified (spec §5, Profile); an empty one
 * removes the phone and its verification.
 */
function phoneChange(user: SessionUser, raw: string, newCountry?: CountryCode) {
  // Removing the number ends its proof (issue 46): saving it again later, when the number may
  // have passed to someone else, needs a fresh code.
  if (raw === '') return { phoneNumber: null, phoneVerified: false, verifiedPhoneNumber: null };
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
  // No image, or a file of 0 bytes: refused as every other upload path refuses a non-image.
  if (!image) throw new AppError('unsupported_media_type', MESSAGES.imageTypeNotAllowed);
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
