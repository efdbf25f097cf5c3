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
};

/** The recipient as the log may show it. */
export const loggedRecipient = (message: MailMessage) =>
  message.withholdRecipient ? '(the contact on a case, withheld)' : message.to;

/**
 * Where outgoing email goes. The default writes each message to DATA_DIR/outbox as an .eml
 * file and logs its links; with SMTP_URL set it is sent over SMTP.
 */
export type Mail = {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
};

/** The http(s) links in a text, for logging where a message went. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
