import { LIMITS, LOCALES, phoneBlockDaysLeft } from '@forewarn/domain';
import { z } from 'zod';
import { activeSuspension } from '../../lib/suspension.js';
import type { SessionUser } from '../../plugins/session.js';

/** What the signed-in user may know about their own account. */
export const SelfSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  country: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
  verifiedPlumber: z.boolean(),
  verifiedElectrician: z.boolean(),
  role: z.enum(['user', 'moderator', 'admin']),
  /** A suspension in force: the user may read but not write (`until` null: until lifted). */
  suspension: z.object({ reason: z.string(), until: z.string().nullable() }).nullable(),
  /** The language Forewarn writes to them in: pages, emails, push, digests (issue 49). */
  language: z.enum(LOCALES),
});
export type Self = z.infer<typeof SelfSchema>;

export function presentSelf(user: SessionUser): Self {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    country: user.country,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    phoneVerified: user.phoneVerified,
    profileImageUrl: user.profileImageKey ? avatarUrl(user.id, user.profileImageKey) : null,
    verifiedPlumber: user.verifiedPlumber,
    verifiedElectrician: user.verifiedElectrician,
    role: user.role as Self['role'],
    suspension: presentSuspension(user),
    language: user.language === 'fr-CA' ? 'fr-CA' : 'en',
  };
}

export function presentSuspension(user: SessionUser): Self['suspension'] {
  const suspension = activeSuspension(user);
  return suspension
    ? { reason: suspension.reason, until: suspension.until?.toISOString() ?? null }
    : null;
}

/**
 * The avatar's address. The version changes with the image, so browsers may cache each one;
 * the route ignores it.
 */
function avatarUrl(userId: string, key: string): string {
  const version = key.split('/').pop()?.split('.')[0] ?? '';
  return `/api/users/${userId}/avatar${version ? `?v=${encodeURIComponent(version)}` : ''}`;
}

/** My Account: the profile plus the state of its rules (phone attempts, block, username). */
export const AccountSchema = SelfSchema.extend({
  /** Failed codes left before the 6-month block (spec §4, Phone verification). */
  phoneAttemptsRemaining: z.number().int(),
  /** Whole days of phone-verification block left; 0 when not blocked. */
  phoneBlockedDays: z.number().int(),
  /** When the username may change again (ISO time), or null when it may change now. */
  usernameChangeableAt: z.string().nullable(),
  /** A new address waiting for its link to be opened; the current email stays until then. */
  pendingEmail: z.string().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

export function presentAccount(
  user: SessionUser,
  pendingEmail: string | null,
  now: Date = new Date(),
): Account {
  const changeableAt = user.usernameLastChanged
    ? user.usernameLastChanged.getTime() + LIMITS.usernameCooldownMs
    : null;
  return {
    ...presentSelf(user),
    phoneAttemptsRemaining: Math.max(
      0,
      LIMITS.phoneMaxFailedAttempts - countedPhoneAttempts(user, now),
    ),
    phoneBlockedDays: phoneBlockDaysLeft(user.phoneBlockUntil, now),
    usernameChangeableAt:
      changeableAt !== null && changeableAt > now.getTime()
        ? new Date(changeableAt).toISOString()
        : null,
    pendingEmail,
  };
}

/**
 * Failed codes that still count: a block that has run its course wipes the slate, so the next
 * mistake after it does not block again at once.
 */
export function countedPhoneAttempts(
  user: Pick<SessionUser, 'phoneAttempts' | 'phoneBlockUntil'>,
  now: Date,
): number {
  if (user.phoneBlockUntil && user.phoneBlockUntil.getTime() <= now.getTime()) return 0;
  return user.phoneAttempts;
}
