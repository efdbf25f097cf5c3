import type { MailMessage } from '../../adapters/mail/mail.js';
import type { DbOrTx } from '../../db/client.js';
import { EMAIL_LINKS, LINK } from '../outbox/links.js';
import { type QueuedMail, queueMail } from '../outbox/outbox.js';
import { sha256 } from './tokens.js';

// Account mails go through the outbox (docs/decisions/0086), queued in the transaction that
// made their link. The link's token is known here and sent at once; the outbox stores the text
// with `{{link}}` in its place and the token's hash, so a retry issues a link of its own.

/** Queues a security mail carrying the link for `token` (a row of email_tokens). */
export function queueLinkMail(
  tx: DbOrTx,
  publicUrl: string,
  route: keyof typeof EMAIL_LINKS,
  token: string,
  build: (link: string) => MailMessage,
): Promise<QueuedMail> {
  return queueMail(tx, () => build(LINK), 'security', {
    url: EMAIL_LINKS[route](publicUrl, token),
    issue: { kind: 'email_token', route, tokenHash: sha256(token) },
  });
}
