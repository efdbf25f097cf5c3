import { and, asc, count, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiTokens, users } from '../../db/schema/index.js';

// SQL of API tokens (docs/decisions/0063). Revoking, and every way a token dies, deletes its row.

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export function insertApiToken(
  db: DbOrTx,
  values: Pick<
    ApiTokenRow,
    'userId' | 'name' | 'tokenHash' | 'scopes' | 'endsWithPassword' | 'expiresAt'
  >,
): Promise<ApiTokenRow> {
  return db
    .insert(apiTokens)
    .values(values)
    .returning()
    .then((rows) => rows[0] as ApiTokenRow);
}

export function listApiTokens(db: DbOrTx, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

export async function countApiTokens(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

/** Deletes one of the member's tokens; false when they hold none with that id. */
export async function deleteApiToken(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, id)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * Ends the member's tokens: all of them (a suspension, a reset, an undone email change), or all
 * but those the member chose to keep in a password change, which must also have been made to
 * survive one (issue 46). Returns the names of the ended and the kept, for the mail.
 */
export async function deleteApiTokensOf(
  db: DbOrTx,
  userId: string,
  keep: readonly string[] = [],
): Promise<{ ended: string[]; kept: string[] }> {
  const kept = and(eq(apiTokens.endsWithPassword, false), inArray(apiTokens.id, [...keep]));
  const ended = await db
    .delete(apiTokens)
    .where(
      keep.length === 0
        ? eq(apiTokens.userId, userId)
        : and(eq(apiTokens.userId, userId), not(kept as SQL)),
    )
    .returning({ name: apiTokens.name });
  const left =
    keep.length === 0
      ? []
      : await db
          .select({ name: apiTokens.name })
          .from(apiTokens)
          .where(eq(apiTokens.userId, userId));
  return { ended: ended.map((r) => r.name), kept: left.map((r) => r.name) };
}

/** The token with this hash and its member, or undefined. */
export async function findApiTokenByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** last_used_at, written at most once a minute per token so reads do not all turn into writes. */
export async function touchApiToken(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, id),
        sql`(${apiTokens.lastUsedAt} IS NULL OR ${apiTokens.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}

/** Holds the member's row until the transaction ends: two creations count one after the other. */
export async function lockMember(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
