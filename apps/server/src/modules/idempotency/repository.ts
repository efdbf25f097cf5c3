import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

/** How long a key is remembered: a retry a day later is a new request. */
export const KEY_LIFETIME = sql`interval '24 hours'`;
/**
 * A first request that has not answered in this long has died (the server's own request
 * timeout is 5 minutes): its key may be taken again rather than refusing retries for a day.
 */
const ABANDONED = sql`interval '6 minutes'`;

export type KeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Takes the key for this request, or finds who holds it. The unique (scope, key) decides
 * between concurrent requests: exactly one insert wins. An expired or abandoned row is
 * dropped first, so it never blocks a new request.
 */
export async function claimKey(
  db: DbOrTx,
  claim: { scope: string; key: string; userId: string; fingerprint: string },
): Promise<{ claimed: true; id: string } | { claimed: false; row: KeyRow | undefined }> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
        or(
          lt(idempotencyKeys.createdAt, sql`now() - ${KEY_LIFETIME}`),
          and(
            isNull(idempotencyKeys.responseStatus),
            lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED}`),
          ),
        ),
      ),
    );
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { claimed: true, id: inserted.id };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  return { claimed: false, row };
}

/** The first request's answer, kept for its retries. */
export async function keepAnswer(
  db: DbOrTx,
  id: string,
  answer: { status: number; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(eq(idempotencyKeys.id, id));
}

/** Lets the key go: the first request failed, so a retry runs afresh. */
export async function releaseKey(db: DbOrTx, id: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.responseStatus)));
}
