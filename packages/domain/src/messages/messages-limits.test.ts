import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits.js';
import { HOUR_MS, MINUTE_MS } from '../time.js';
import { MESSAGES } from './messages.js';

// Texts that state a number are built from the limit they state (issue 47). Each row is a
// text, the spec's exact words for it, and the number the rule counts: the first test fails
// when a limit changes away from what the spec's words say, the second when a text states a
// number its rule does not count.

const rows: [name: string, text: string, spec: string, stated: number][] = [
  [
    'detailsTooShort',
    MESSAGES.detailsTooShort,
    'Details must be more than 50 characters.',
    LIMITS.detailsMinExclusive,
  ],
  [
    'imageTooLarge',
    MESSAGES.imageTooLarge,
    'Each image must be less than 5MB.',
    LIMITS.imageMaxBytes / 1024 / 1024,
  ],
  [
    'imageSizeExceeded',
    MESSAGES.imageSizeExceeded,
    'Image file size exceeds 5MB limit.',
    LIMITS.imageMaxBytes / 1024 / 1024,
  ],
  [
    'extraImagesMax',
    MESSAGES.extraImagesMax,
    'You can upload a maximum of 6 extra images.',
    LIMITS.extraImages,
  ],
  [
    'extraImagesReached',
    MESSAGES.extraImagesReached,
    'Maximum of 6 extra images reached.',
    LIMITS.extraImages,
  ],
  [
    'submissionLimitReached (count)',
    MESSAGES.submissionLimitReached,
    'You have reached the maximum number of submissions (20) in the last 24 hours.',
    LIMITS.submissionsPerWindow,
  ],
  [
    'submissionLimitReached (window)',
    MESSAGES.submissionLimitReached,
    'You have reached the maximum number of submissions (20) in the last 24 hours.',
    LIMITS.submissionWindowMs / HOUR_MS,
  ],
  [
    'usernameCooldown',
    MESSAGES.usernameCooldown,
    'Username can only be changed once every 100 days.',
    LIMITS.usernameCooldownDays,
  ],
  [
    'userReported',
    MESSAGES.userReported,
    'User reported. You can report again after 24 hours.',
    LIMITS.reportUserCooldownMs / HOUR_MS,
  ],
  [
    'phoneVerificationUnavailable',
    MESSAGES.phoneVerificationUnavailable,
    'Verifying phone number unavailable for 6 months.',
    LIMITS.phoneBlockMonths,
  ],
  [
    'passwordTooShort',
    MESSAGES.passwordTooShort,
    'Password must be at least 8 characters.',
    LIMITS.passwordMin,
  ],
  [
    'namedPartyCodeSent (digits)',
    MESSAGES.namedPartyCodeSent,
    'If that is the email address or phone number on this case, a 6-digit code is on its way to it. It works for 10 minutes.',
    LIMITS.codeDigits,
  ],
  [
    'namedPartyCodeSent (expiry)',
    MESSAGES.namedPartyCodeSent,
    'If that is the email address or phone number on this case, a 6-digit code is on its way to it. It works for 10 minutes.',
    LIMITS.namedPartyCodeExpiryMs / MINUTE_MS,
  ],
  [
    'namedPartyCodeLimit',
    MESSAGES.namedPartyCodeLimit,
    'You have asked for codes for this case 3 times today. Please try again tomorrow.',
    LIMITS.namedPartyCodesPerCasePerDay,
  ],
  [
    'namedPartyCodeLimitAcrossCases',
    MESSAGES.namedPartyCodeLimitAcrossCases,
    'You have asked for 10 codes today, across cases. Please try again tomorrow.',
    LIMITS.namedPartyCodesPerRequesterPerDay,
  ],
  [
    'messageEmailsLabel',
    MESSAGES.messageEmailsLabel,
    'Send me a notice when a message waits unread for 15 minutes',
    LIMITS.messageNoticeUnreadMs / MINUTE_MS,
  ],
  [
    'phoneCodeSent (digits)',
    MESSAGES.phoneCodeSent('0412 345 678'),
    'We sent a 6-digit code to 0412 345 678. It expires in 10 minutes.',
    LIMITS.codeDigits,
  ],
  [
    'phoneCodeSent (expiry)',
    MESSAGES.phoneCodeSent('0412 345 678'),
    'We sent a 6-digit code to 0412 345 678. It expires in 10 minutes.',
    LIMITS.verificationCodeExpiryMs / MINUTE_MS,
  ],
];

describe('texts that state a limit', () => {
  it.each(rows)('%s keeps the spec’s words', (_name, text, spec) => {
    expect(text).toBe(spec);
  });

  it.each(rows)('%s states the number its rule counts', (_name, text, _spec, stated) => {
    const numbers = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
    expect(numbers).toContain(stated);
  });
});
