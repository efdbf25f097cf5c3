import type { Rule } from '../rate-limits/limits.js';
import { DAY_MS, HOUR_MS } from '../rate-limits/limits.js';

// Limits on what a stranger can do without a real account, or with many (issue 12), counted
// in PostgreSQL by the rate-limits module so they hold across server processes.

/**
 * Sign-ups per client address (an IPv6 address by its /64): 5 an hour, 20 a day. Every attempt
 * counts, refused ones too, and it is counted before the body (and its image) is read.
 */
export const SIGNUP_RULES: readonly Rule[] = [
  { scope: 'signup:hour', limit: 5, windowMs: HOUR_MS },
  { scope: 'signup:day', limit: 20, windowMs: DAY_MS },
];

/** Verification codes per phone number, across all accounts: 3 an hour, 6 a day. */
export const SMS_PER_NUMBER_RULES: readonly Rule[] = [
  { scope: 'sms-number:hour', limit: 3, windowMs: HOUR_MS },
  { scope: 'sms-number:day', limit: 6, windowMs: DAY_MS },
];

/** Verification codes asked for from one client address, whatever the number: likewise. */
export const SMS_PER_ADDRESS_RULES: readonly Rule[] = [
  { scope: 'sms-address:hour', limit: 3, windowMs: HOUR_MS },
  { scope: 'sms-address:day', limit: 6, windowMs: DAY_MS },
];
