import { and, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailTokens } from '../../db/schema/index.js';
import { newLinkToken, sha256 } from './tokens.js';

// SQL for the account's emailed links (verification, password reset, change of email and its
// undo): only a token's hash is stored, and each is used up by one UPDATE.

export type EmailTokenPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'change_email'
  | 'undo_email_change';

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
