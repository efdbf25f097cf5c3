import { randomBytes } from 'node:crypto';

/** A random, unguessable id for a case: 96 bits, 16 URL-safe characters (no counting ids). */
export function newCaseId(): string {
  return randomBytes(12).toString('base64url');
}
