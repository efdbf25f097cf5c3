import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * Serialises one kind of action by one key (say, a user's feedback) until the transaction ends,
 * so parallel requests cannot all pass a count-then-insert limit. Cheaper than locking the
 * user's row, and it does not block unrelated updates of that row.
 */
export async function lockUntilCommit(tx: DbOrTx, scope: string, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:${key}`}, 0))`);
}
