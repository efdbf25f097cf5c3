import { z } from 'zod';
import { COUNTRY_CODES } from '../countries/countries.js';
import { uuidSchema } from '../ids.js';
import { LIMITS } from '../limits.js';
import { ACCOUNT_TRUST_MESSAGES } from '../messages/account-trust-messages.js';
import { FIELD_LABEL_TEXTS as FIELD } from '../messages/field-labels-messages.js';
import { MESSAGES } from '../messages/messages.js';
import { hasInvisibleCharacters } from '../validation/invisible.js';
import { CASE_FIELD_MAX } from '../validation/lodgement.js';
import { containsProfanity } from '../validation/profanity.js';

// Request bodies for accounts: signup, login, password reset, profile and phone verification.

const email = () =>
  z
    .string({ error: () => MESSAGES.emailRequired })
    .trim()
    .min(1, { error: () => MESSAGES.emailRequired })
    .max(LIMITS.emailMax, { error: () => MESSAGES.fieldTooLong(FIELD.email, LIMITS.emailMax) })
    .pipe(z.email({ error: () => MESSAGES.emailInvalid }));

const newPassword = () =>
  z
    .string({ error: () => MESSAGES.passwordRequired })
    .min(LIMITS.passwordMin, { error: () => MESSAGES.passwordTooShort })
    .max(LIMITS.passwordMax, {
      error: () => MESSAGES.fieldTooLong(FIELD.password, LIMITS.passwordMax),
    });

/**
 * A username as it is kept: trimmed, in Unicode's compatibility form (NFKC), so a look-alike in
 * full-width letters or ligatures ("ｊｏｈｎ") is the name it looks like. Sign-up keeps it so and a
 * moderator's search reads its query so: one rule for both.
 */
export function keptUsername(name: string): string {
  return name.trim().normalize('NFKC').trim();
}

/**
 * Spec §5, Signup: trimmed. A username is shown as a case's author, so no profanity either, and
 * nothing invisible that would let it pass for another member's. Kept in Unicode's compatibility
 * form (NFKC), so a look-alike in full-width letters or ligatures ("ｊｏｈｎ") is the name it
 * looks like: taken if that one is, and read by the profanity check as it reads.
 */
export const usernameSchema = z
  .string({ error: () => MESSAGES.usernameRequired })
  .overwrite(keptUsername)
  .min(1, { error: () => MESSAGES.usernameRequired })
  .max(LIMITS.usernameMax, {
    error: () => MESSAGES.fieldTooLong(FIELD.username, LIMITS.usernameMax),
    // Stop here: the profanity check below must never run on an oversized string.
    abort: true,
  })
  // Before the profanity check, which a zero-width space inside a swear word would slip past.
  .refine((name) => !hasInvisibleCharacters(name), {
    error: () => MESSAGES.usernameInvisibleCharacters,
    abort: true,
  })
  .refine((name) => !containsProfanity(name), {
    error: () => MESSAGES.fieldProfanity(FIELD.username),
  });

export const signupSchema = z.strictObject({
  email: email(),
  password: newPassword(),
  username: usernameSchema,
  country: z.enum(COUNTRY_CODES, { error: () => MESSAGES.countryRequired }),
  /** A solved proof-of-work challenge (base64 ALTCHA payload), when the server asked for one. */
  altcha: z.string().max(2000).optional(),
});
export type SignupRequest = z.infer<typeof signupSchema>;

/** Login checks only presence: a failed login says the same whatever was wrong (STYLE.md). */
export const loginSchema = z.strictObject({
  email: z
    .string({ error: () => MESSAGES.emailRequired })
    .trim()
    .min(1, { error: () => MESSAGES.emailRequired }),
  password: z
    .string({ error: () => MESSAGES.passwordRequired })
    .min(1, { error: () => MESSAGES.passwordRequired }),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const passwordResetRequestSchema = z.strictObject({ email: email() });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetCompleteSchema = z.strictObject({
  token: z
    .string({ error: () => MESSAGES.resetTokenRequired })
    .trim()
    .min(1, { error: () => MESSAGES.resetTokenRequired }),
  password: newPassword(),
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/**
 * Profile edit. The phone pattern depends on the user's country, which is not in the body: the
 * server checks it with validateMobileNumber(phoneNumber, country). An empty phone number
 * removes it. Unknown fields are refused (400): a field that would be ignored is a defect.
 */
export const profileEditSchema = z.strictObject({
  username: usernameSchema.optional(),
  /** The home country: the one applied to the browser on sign-in (spec §1, §4 Country). */
  country: z.enum(COUNTRY_CODES, { error: () => MESSAGES.countryRequired }).optional(),
  /** A new address: it takes effect once the link sent to it is opened. */
  email: email().optional(),
  /** The password in force: the server asks for it with a new email (docs/decisions/0033). */
  currentPassword: z
    .string()
    .max(LIMITS.passwordMax, {
      error: () => MESSAGES.fieldTooLong(FIELD.password, LIMITS.passwordMax),
    })
    .optional(),
  phoneNumber: z
    .string()
    .trim()
    .max(CASE_FIELD_MAX.number, {
      error: () => MESSAGES.fieldTooLong(FIELD.phoneNumber, CASE_FIELD_MAX.number),
    })
    .optional(),
});
export type ProfileEditRequest = z.infer<typeof profileEditSchema>;

const phoneNumber = () =>
  z
    .string({ error: () => MESSAGES.phoneNumberRequired })
    .trim()
    .min(1, { error: () => MESSAGES.phoneNumberRequired })
    .max(CASE_FIELD_MAX.number, {
      error: () => MESSAGES.fieldTooLong(FIELD.phoneNumber, CASE_FIELD_MAX.number),
    });

/** POST /send-verification (spec §7): the number to send a code to. */
export const phoneSendVerificationSchema = z.strictObject({ phoneNumber: phoneNumber() });
export type PhoneSendVerificationRequest = z.infer<typeof phoneSendVerificationSchema>;

/** POST /verify-otp (spec §7): the number and the code received. */
export const phoneVerifyOtpSchema = z.strictObject({
  phoneNumber: phoneNumber(),
  code: z
    .string({ error: () => MESSAGES.verificationCodeRequired })
    .trim()
    .min(1, { error: () => MESSAGES.verificationCodeRequired })
    .max(10, { error: () => MESSAGES.verificationCodeRequired }),
});
export type PhoneVerifyOtpRequest = z.infer<typeof phoneVerifyOtpSchema>;

/**
 * DELETE /api/account: the password again, and what becomes of the user's cases: deleted too,
 * or left up as if lodged anonymously (docs/decisions/0015).
 */
export const accountDeleteSchema = z.strictObject({
  password: z
    .string({ error: () => MESSAGES.passwordRequired })
    .min(1, { error: () => MESSAGES.passwordRequired }),
  cases: z.enum(['delete', 'keep'], {
    error: () => ACCOUNT_TRUST_MESSAGES.casesChoiceRequired,
  }),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteSchema>;

/** PUT /api/account/password: the password in force, and the new one (docs/decisions/0033). */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ error: () => ACCOUNT_TRUST_MESSAGES.currentPasswordRequired })
    .min(1, { error: () => ACCOUNT_TRUST_MESSAGES.currentPasswordRequired })
    .max(LIMITS.passwordMax, {
      error: () => MESSAGES.fieldTooLong(FIELD.password, LIMITS.passwordMax),
    }),
  newPassword: newPassword(),
  /**
   * The API tokens the member keeps through this change (issue 46): every other token ends.
   * Only a token made to survive a password change can be kept.
   */
  keepApiTokens: z.array(uuidSchema).max(10).default([]),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/**
 * POST /api/auth/undo-email-change: the link sent to the old address when its email was
 * changed, and the new password it requires (docs/decisions/0033).
 */
export const undoEmailChangeSchema = z.strictObject({
  token: z
    .string({ error: () => MESSAGES.emailLinkInvalid })
    .trim()
    .min(1, { error: () => MESSAGES.emailLinkInvalid })
    .max(200, { error: () => MESSAGES.emailLinkInvalid }),
  password: newPassword(),
});
export type UndoEmailChangeRequest = z.infer<typeof undoEmailChangeSchema>;
