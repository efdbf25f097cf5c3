import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@forewarn/domain';

// Secrets sent to people (email links, SMS codes) are stored only as hashes, like sessions.

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random token for an email link: 256 bits, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export const newPhoneCode = () =>
  String(randomInt(0, 10 ** LIMITS.codeDigits)).padStart(LIMITS.codeDigits, '0');

/** A code's hash, salted with its row id so equal codes do not share a hash. */
export const phoneCodeHash = (rowId: string, code: string) => sha256(`${rowId}:${code}`);

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
