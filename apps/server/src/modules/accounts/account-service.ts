import {
  type CountryCode,
  canChangeUsername,
  LIMITS,
  MESSAGES,
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
import { profileImageKey, profileImageMessages } from './auth-service.js';
import * as repo from './repository.js';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

/**
 * My Account's Save (spec §5, Profile). The user's row is locked for the check and the write,
 * so two saves cannot both pass the 100-day username rule.
 */
export async function updateProfile(
  ctx: Ctx,
  userId: string,
  input: ProfileEditRequest,
): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  try {
    return await db.transaction(async (tx) => {
      const user = await repo.lockUser(tx, userId);
      const now = new Date();
      const changes: Parameters<typeof repo.updateUser>[2] = {};

      if (input.country !== undefined && input.country !== user.country) {
        changes.country = input.country;
      }

      if (input.phoneNumber !== undefined) {
        // A number saved together with a new country is read as that country's.
        Object.assign(changes, phoneChange(user, input.phoneNumber, input.country));
      }

      if (input.username !== undefined && input.username !== user.username) {
        if (!canChangeUsername(user.usernameLastChanged, now)) {
          const until = (user.usernameLastChanged?.getTime() ?? 0) + LIMITS.usernameCooldownMs;
          throw rateLimited(MESSAGES.usernameCooldown, (until - now.getTime()) / 1000);
        }
        changes.username = input.username;
        changes.usernameLastChanged = now;
      }

      if (Object.keys(changes).length === 0) return user;
      return repo.updateUser(tx, userId, changes);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_username_lower_key') {
      throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
    }
    throw error;
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
  image: Buffer | undefined,
): Promise<SessionUser> {
  if (!image) throw invalidInput(MESSAGES.imageTypeNotAllowed);
  const processed = await processImage(image, profileImageMessages);
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
