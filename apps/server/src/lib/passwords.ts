import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.

let hashesMade = 0;

export function hashPassword(password: string): Promise<string> {
  hashesMade += 1;
  return hash(password);
}

/**
 * Password hashes this process has made (not the decoy): the dearest thing a request can ask
 * for (19 MiB and tens of ms), so tests count what a flood of refused sign-ups cost.
 */
export const passwordHashesMade = () => hashesMade;

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when no account matches, so a miss costs the same time as a hit. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('not-a-real-password-just-a-decoy');
  return decoyHash;
}
