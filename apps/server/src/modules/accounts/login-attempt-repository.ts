import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';

// SQL for failed log-ins, counted per account, per address and per pair (docs/decisions/0023).

export type LoginAttemptCounts = {
  attemptId: string;
  /** Failures of the window, this attempt included: for the account from this address... */
  pairCount: number;
  /** ...for the account from anywhere... */
  emailCount: number;
  /** ...and from this address for any account. */
  ipCount: number;
  /** Seconds until the oldest counted failure leaves the window. */
  pairRetrySeconds: number;
  emailRetrySeconds: number;
  ipRetrySeconds: number;
};

/**
 * Records this attempt as a failure before the password is checked, then counts the window,
 * this attempt included. Counting after inserting means parallel guesses all see each other:
 * the k-th insert sees at least k rows, so no burst gets past the limit.
 */
export async function beginLoginAttempt(
  db: DbOrTx,
  email: string,
  ip: string,
  windowMs: number,
): Promise<LoginAttemptCounts> {
  const attemptId = randomUUID();
  await db.insert(loginFailures).values({ id: attemptId, email, ip });
  const window = `${Math.round(windowMs / 1000)} seconds`;
  const retry = (filter: ReturnType<typeof sql>) =>
    sql`extract(epoch FROM min(created_at) FILTER (WHERE ${filter}) + ${window}::interval - now())`;
  const isPair = sql`email = ${email} AND ip = ${ip}`;
  const isEmail = sql`email = ${email}`;
  const isIp = sql`ip = ${ip}`;
  const { rows } = await db.execute<{
    pair_count: string;
    email_count: string;
    ip_count: string;
    pair_retry: string | null;
    email_retry: string | null;
    ip_retry: string | null;
  }>(sql`
    SELECT
      count(*) FILTER (WHERE ${isPair}) AS pair_count,
      count(*) FILTER (WHERE ${isEmail}) AS email_count,
      count(*) FILTER (WHERE ${isIp}) AS ip_count,
      ${retry(isPair)} AS pair_retry,
      ${retry(isEmail)} AS email_retry,
      ${retry(isIp)} AS ip_retry
    FROM ${loginFailures}
    WHERE (email = ${email} OR ip = ${ip}) AND created_at > now() - ${window}::interval
  `);
  const row = rows[0];
  return {
    attemptId,
    pairCount: Number(row?.pair_count ?? 0),
    emailCount: Number(row?.email_count ?? 0),
    ipCount: Number(row?.ip_count ?? 0),
    pairRetrySeconds: Number(row?.pair_retry ?? 0),
    emailRetrySeconds: Number(row?.email_retry ?? 0),
    ipRetrySeconds: Number(row?.ip_retry ?? 0),
  };
}

export async function forgetLoginAttempt(db: DbOrTx, attemptId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

/**
 * A new password clears the account's failures; a successful sign-in only those from its own
 * address (`ip`), so the owner logging in does not hand a guesser elsewhere a fresh budget.
 */
export async function clearLoginFailures(db: DbOrTx, email: string, ip?: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      ip === undefined
        ? eq(loginFailures.email, email)
        : and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)),
    );
}
