import { MESSAGES } from '@forewarn/domain';
import type { DbOrTx } from '../../db/client.js';
import { invalidInput, rateLimited } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { addressSubject } from '../rate-limits/client-address.js';
import { LOGIN_LIMITS, loginRefusal } from './login.js';
import * as loginRepo from './login-attempt-repository.js';
import * as repo from './repository.js';

/**
 * The password in force, asked again before a change a stolen session must not make alone:
 * deleting the account, changing its email or its password (docs/decisions/0015, 0033).
 *
 * Every try is counted as a log-in attempt of the account's address from the caller's address
 * (docs/decisions/0011, 0023), so none of these routes guesses passwords faster than the log-in
 * form: a wrong password stays counted, and past the limits the answer is 429 before any check.
 * `field` names the form field a wrong password is reported on.
 */
export async function confirmCurrentPassword(
  db: DbOrTx,
  user: { id: string; email: string },
  password: string,
  ip: string,
  field: string,
): Promise<string> {
  const attempt = await loginRepo.beginLoginAttempt(
    db,
    user.email,
    addressSubject(ip),
    LOGIN_LIMITS.windowMs,
  );
  const refused = loginRefusal(attempt);
  if (refused) {
    await loginRepo.forgetLoginAttempt(db, attempt.attemptId);
    const { seconds } = refused;
    throw rateLimited(MESSAGES.tooManyLoginAttempts(Math.ceil(seconds / 60)), seconds);
  }
  const stored = await repo.findUserById(db, user.id);
  if (!stored || !(await verifyPassword(stored.passwordHash, password))) {
    throw invalidInput(MESSAGES.passwordIncorrect, { [field]: MESSAGES.passwordIncorrect });
  }
  // The right password: this try was no failure.
  await loginRepo.forgetLoginAttempt(db, attempt.attemptId);
  return stored.passwordHash;
}
