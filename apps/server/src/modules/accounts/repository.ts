import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lockUntilCommit } from '../../db/locks.js';
import { usernameReservations, users } from '../../db/schema/index.js';

// SQL for the users and their usernames (the links, log-ins and phone codes have a
// `*-repository.ts` each). Emails are stored lower-cased; both unique indexes are on lower(...),
// so lookups compare lower(column) to use them.

export type UserRow = typeof users.$inferSelect;

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

/**
 * Claims the right to mail an account's owner the "someone tried to sign up with your email"
 * notice: true at most once per window, settled by one conditional update, so repeated or
 * parallel sign-ups cannot flood the owner's inbox.
 */
export async function claimExistingAccountNotice(
  db: DbOrTx,
  email: string,
  windowMs: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ existingAccountNoticeAt: sql`now()` })
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        sql`(${users.existingAccountNoticeAt} IS NULL OR ${users.existingAccountNoticeAt} < now() - make_interval(secs => ${windowMs / 1000}))`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The user's row, locked until the transaction ends: serializes a user's own changes. */
export async function lockUser(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

/** Taken by an account, or held by a sign-up whose email already had one. */
export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined || (await isUsernameReserved(db, username));
}

export async function isUsernameReserved(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ username: usernameReservations.username })
    .from(usernameReservations)
    .where(sql`lower(${usernameReservations.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

export async function reserveUsername(db: DbOrTx, username: string): Promise<void> {
  await db.insert(usernameReservations).values({ username }).onConflictDoNothing();
}

/** Serialises sign-ups, renames and reservations of one username until the transaction ends. */
export function lockUsername(tx: DbOrTx, username: string): Promise<void> {
  return lockUntilCommit(tx, 'username', username.toLowerCase());
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

/** The member's language, as the switch saves it (issue 49). */
export function saveLanguage(
  deps: { database: { db: DbOrTx } },
  user: { id: string },
  language: 'en' | 'fr-CA',
): Promise<UserRow> {
  return updateUser(deps.database.db, user.id, { language });
}
