/** One outgoing email. Plain text always; HTML optional. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Keep the recipient out of the log: the address is the contact stored on a case (a code for
   * the person it names, docs/decisions/0017), not a user's own.
   */
  withholdRecipient?: boolean;
  /**
   * Makes sending this message again a no-op where the transport allows (docs/decisions/0037):
   * the outbox writes it under this name once; SMTP uses it as the Message-ID, by which mail
   * systems drop a repeat. A job that is retried after a crash passes the same key.
   */
  idempotencyKey?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
};

/** The idempotency key as a file name and Message-ID part: letters, digits and dashes only. */
export const safeKey = (key: string) => key.replace(/[^A-Za-z0-9-]/g, '-').slice(0, 180);

/** The recipient as the log may show it. */
export const loggedRecipient = (message: MailMessage) =>
  message.withholdRecipient ? '(the contact on a case, withheld)' : message.to;

/**
 * Where outgoing email goes. The default writes each message to DATA_DIR/outbox as an .eml
 * file and logs its links; with SMTP_URL set it is sent over SMTP.
 */
export type Mail = {
  send(message: MailMessage): Promise<void>;
  /** The longest one send may take; a notification's delivery holds its row twice this. */
  sendDeadlineMs?: number;
  close?(): Promise<void>;
};

/** The http(s) links in a text, for logging where a message went. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
