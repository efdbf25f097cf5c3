import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lockUntilCommit } from '../../db/locks.js';
import {
  emailTokens,
  loginFailures,
  phoneCodes,
  usernameReservations,
  users,
} from '../../db/schema/index.js';
import { newLinkToken, sha256 } from './tokens.js';

// SQL for accounts. Emails are stored lower-cased; both unique indexes are on lower(...), so
// lookups compare lower(column) to use them.

export type UserRow = typeof users.$inferSelect;
export type EmailTokenPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'change_email'
  | 'undo_email_change';

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

// ---- email links ----

/** Stores a new link token's hash and returns the token itself, to put in the email. */
export async function insertEmailToken(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
  lifetimeMs: number,
  newEmail: string | null = null,
): Promise<string> {
  const token = newLinkToken();
  await db.insert(emailTokens).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    newEmail,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/**
 * Uses up an email-verification link of either kind (the first address, or a change of
 * address), with the same one-UPDATE guarantee as consumeEmailToken. For a change, the new
 * address it carries.
 */
export async function consumeVerificationToken(
  db: DbOrTx,
  token: string,
): Promise<{ userId: string; newEmail: string | null } | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        inArray(emailTokens.purpose, ['verify_email', 'change_email']),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row ?? null;
}

/**
 * Uses up a link that undoes a change of email (docs/decisions/0033), with the same one-UPDATE
 * guarantee as consumeEmailToken: the account and the address it restores.
 */
export async function consumeUndoEmailToken(
  db: DbOrTx,
  token: string,
): Promise<{ userId: string; restore: string } | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        eq(emailTokens.purpose, 'undo_email_change'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId, restore: emailTokens.newEmail });
  return row?.restore ? { userId: row.userId, restore: row.restore } : null;
}

/** The address an open change-of-email link would switch the account to, or null. */
export async function pendingEmailChange(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailTokens.newEmail })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'change_email'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/**
 * Uses up a link token: one UPDATE that only matches an unused, unexpired token, so two
 * requests with the same link cannot both succeed. The token's user id, or null.
 */
export async function consumeEmailToken(
  db: DbOrTx,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Ends every other open link of that purpose (a reset link is dead once a password is set). */
export async function retireEmailTokens(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** How many links of that purpose were issued in the last `withinMs`, and when the last was. */
export async function recentEmailTokens(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
  withinMs: number,
): Promise<{ count: number; lastAt: Date | null }> {
  const [row] = await db
    .select({ count: count(), lastAt: max(emailTokens.createdAt) })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        gt(emailTokens.createdAt, new Date(Date.now() - withinMs)),
      ),
    );
  return { count: row?.count ?? 0, lastAt: row?.lastAt ?? null };
}

// ---- failed logins ----

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

// ---- phone codes ----

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

/** The newest code sent to that number that is still usable. */
export async function activePhoneCode(
  db: DbOrTx,
  userId: string,
  phoneNumber: string,
): Promise<{ id: string; codeHash: string } | null> {
  const [row] = await db
    .select({ id: phoneCodes.id, codeHash: phoneCodes.codeHash })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.userId, userId),
        eq(phoneCodes.phoneNumber, phoneNumber),
        isNull(phoneCodes.consumedAt),
        gt(phoneCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  return row ?? null;
}

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
