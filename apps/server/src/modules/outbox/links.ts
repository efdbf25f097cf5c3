import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { resetPasswordLink, undoEmailChangeLink, verifyEmailLink } from '../accounts/mails.js';
import { newLinkToken, sha256 } from '../accounts/tokens.js';
import { keepListedLink } from '../cases/keep-listed-link.js';

// Secret links in queued mail (docs/decisions/0086). Secrets sent to people are stored only as
// hashes, so the outbox keeps a mail's text with `{{link}}` where its link goes, and how to
// issue the link again. The request that wrote the mail knows the link and sends it at once;
// a retry by the queue, which cannot know it, issues a fresh one.

/** Where a queued mail's link goes in its stored text. */
export const LINK = '{{link}}';

/** How to issue a mail's secret link again. Hashes and ids only. */
export type LinkIssue =
  | {
      kind: 'email_token';
      route: 'VerifyEmail' | 'ResetPassword' | 'UndoEmailChange';
      tokenHash: string;
    }
  | { kind: 'keep_listed'; caseId: string };

export const EMAIL_LINKS = {
  VerifyEmail: verifyEmailLink,
  ResetPassword: resetPasswordLink,
  UndoEmailChange: undoEmailChangeLink,
} as const;

/**
 * A fresh link for a retry, or null if the link's purpose is spent (used, retired, expired;
 * the case kept or reminded afresh). An email link gets a second token under the same row's
 * terms, so a first mail that did arrive keeps a link that works. A reminder's case holds one
 * token: the retry's replaces it (the first mail, if it arrived, asks to be kept once more).
 */
export async function issueLinkAgain(
  db: DbOrTx,
  publicUrl: string,
  issue: LinkIssue,
): Promise<string | null> {
  const token = newLinkToken();
  if (issue.kind === 'email_token') {
    const copied = await db.execute(sql`
      INSERT INTO email_tokens (token_hash, user_id, purpose, new_email, expires_at)
      SELECT ${sha256(token)}, user_id, purpose, new_email, expires_at FROM email_tokens
      WHERE token_hash = ${issue.tokenHash} AND used_at IS NULL AND expires_at > now()
    `);
    return copied.rowCount ? EMAIL_LINKS[issue.route](publicUrl, token) : null;
  }
  const renewed = await db.execute(sql`
    UPDATE cases SET keep_listed_token_hash = ${sha256(token)}
    WHERE id = ${issue.caseId} AND keep_listed_token_hash IS NOT NULL
  `);
  return renewed.rowCount ? keepListedLink(publicUrl, issue.caseId, token) : null;
}
