import { randomBytes } from 'node:crypto';

/**
 * A random, unguessable id for a case: 96 bits, 16 URL-safe characters (no counting ids). It
 * starts with a letter or digit, so it is also a valid storage-key segment (keys name the case
 * folder) and never reads like a command-line flag.
 */
export function newCaseId(): string {
  for (;;) {
    const id = randomBytes(12).toString('base64url');
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
}
