import { and, count, desc, eq, gt, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { phoneCodes, users } from '../../db/schema/index.js';

// SQL for phone verification: the codes texted, and whether another account holds the number.

export async function insertPhoneCode(
  db: DbOrTx,
  values: { id: string; userId: string; phoneNumber: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(phoneCodes).values(values);
}

export async function deletePhoneCode(db: DbOrTx, id: string): Promise<void> {
  await db.delete(phoneCodes).where(eq(phoneCodes.id, id));
}

export async function recentPhoneCodes(
  db: DbOrTx,
  userId: string,
  withinMs: number,
): Promise<{ count: number; lastAt: Date | null; firstAt: Date | null }> {
  const [row] = await db
    .select({
      count: count(),
      lastAt: max(phoneCodes.createdAt),
      firstAt: sql<Date | null>`min(${phoneCodes.createdAt})`.mapWith((v) =>
        v == null ? null : new Date(v),
      ),
    })
    .from(phoneCodes)
    .where(
      and(eq(phoneCodes.userId, userId), gt(phoneCodes.createdAt, new Date(Date.now() - withinMs))),
    );
  return { count: row?.count ?? 0, lastAt: row?.lastAt ?? null, firstAt: row?.firstAt ?? null };
}

/**
 * A code sent to that number within its 10 minutes: the newest still unused, or (`spent`) the
 * one spent last, which a repeated Verify re-sends.
 */
async function phoneCodeFor(
  db: DbOrTx,
  userId: string,
  phoneNumber: string,
  spent: boolean,
): Promise<{ id: string; codeHash: string } | null> {
  const [row] = await db
    .select({ id: phoneCodes.id, codeHash: phoneCodes.codeHash })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.userId, userId),
        eq(phoneCodes.phoneNumber, phoneNumber),
        spent ? isNotNull(phoneCodes.consumedAt) : isNull(phoneCodes.consumedAt),
        gt(phoneCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(spent ? phoneCodes.consumedAt : phoneCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export const activePhoneCode = (db: DbOrTx, userId: string, phoneNumber: string) =>
  phoneCodeFor(db, userId, phoneNumber, false);
export const spentPhoneCode = (db: DbOrTx, userId: string, phoneNumber: string) =>
  phoneCodeFor(db, userId, phoneNumber, true);

/** Retires every open code of the user (a new code replaces the old; a success ends them all). */
export async function consumePhoneCodes(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(phoneCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.consumedAt)));
}

/**
 * Whether another account holds this number as its verified phone. The caller holds
 * `lockPhoneNumber` for the number, so two accounts cannot both pass this check at once.
 */
export async function phoneVerifiedElsewhere(
  db: DbOrTx,
  phoneNumber: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phoneNumber, phoneNumber),
        eq(users.phoneVerified, true),
        sql`${users.id} <> ${userId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
