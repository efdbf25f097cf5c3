import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  emailTokens,
  idempotencyKeys,
  loginFailures,
  namedPartyCodes,
  outgoingMails,
  phoneCodes,
  sessions,
  spentChallenges,
} from '../../db/schema/index.js';

/** How long spent records stay after they stop counting for anything, for a look back. */
const KEEP = sql`interval '1 day'`;

export type SweepCounts = {
  sessions: number;
  emailTokens: number;
  phoneCodes: number;
  loginFailures: number;
  namedPartyCodes: number;
  spentChallenges: number;
  outgoingMails: number;
  idempotencyKeys: number;
};

/**
 * Deletes records that no rule reads any more: sessions past their expiry, link tokens and
 * phone codes a day past theirs (the hourly send limits look back one hour), and failed
 * log-ins a day old (the slowdown looks back 15 minutes). The search counters and completions
 * of past UTC days are dropped by the day, with the fixed windows (deleteSpentCounters,
 * decision 0059); the moderators' search_guard_events stay.
 */
export async function deleteSpentRecords(db: DbOrTx): Promise<SweepCounts> {
  const removed = async (query: Promise<{ rowCount: number | null }>) =>
    (await query).rowCount ?? 0;
  return {
    sessions: await removed(db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`))),
    emailTokens: await removed(
      db.delete(emailTokens).where(lt(emailTokens.expiresAt, sql`now() - ${KEEP}`)),
    ),
    phoneCodes: await removed(
      db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, sql`now() - ${KEEP}`)),
    ),
    loginFailures: await removed(
      db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - ${KEEP}`)),
    ),
    // 'Is this about you?' codes: the 3-a-day limit looks back one day.
    namedPartyCodes: await removed(
      db.delete(namedPartyCodes).where(lt(namedPartyCodes.expiresAt, sql`now() - ${KEEP}`)),
    ),
    // A challenge past its expiry is refused by its own signed expiry: its row guards nothing.
    spentChallenges: await removed(
      db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, sql`now()`)),
    ),
    // Queued mail outlives every retry of its job (12 attempts over about 16 hours), then goes
    // with its text, sent or not.
    outgoingMails: await removed(
      db.delete(outgoingMails).where(lt(outgoingMails.createdAt, sql`now() - interval '2 days'`)),
    ),
    // Idempotency-Keys are remembered for 24 hours (modules/idempotency), answers and all.
    idempotencyKeys: await removed(
      db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`)),
    ),
  };
}
