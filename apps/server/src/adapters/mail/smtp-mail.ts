import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { loggedRecipient, type Mail, safeKey } from './mail.js';

const SEND_TIMEOUT_MS = 30_000;

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587 or smtps://...). */
export function createSmtpMail(options: {
  url: string;
  from: string;
  log: FastifyBaseLogger;
}): Mail {
  const transport = createTransport(options.url);
  return {
    sendDeadlineMs: SEND_TIMEOUT_MS,
    async send(message) {
      const { withholdRecipient: _, idempotencyKey, ...mail } = message;
      const info = await transport.sendMail({
        from: options.from,
        ...mail,
        // A retried send carries the same Message-ID, by which receiving systems drop a repeat.
        ...(idempotencyKey ? { messageId: `<${safeKey(idempotencyKey)}@forewarn>` } : {}),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      options.log.info(
        { to: loggedRecipient(message), subject: message.subject, id: info.messageId },
        'email sent',
      );
    },
    async close() {
      transport.close();
    },
  };
}
