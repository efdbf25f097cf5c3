import { randomBytes } from 'node:crypto';
import { access, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../lib/files/private-files.js';
import { linksIn, loggedRecipient, type Mail, safeKey } from './mail.js';

/**
 * Without SMTP, every message is written to `dir` as a real RFC 822 message
 * (`<timestamp>-<id>.eml`, openable in any mail program) and its links are logged, so someone
 * running Forewarn locally can still verify an account or reset a password.
 */
export function createOutboxMail(options: {
  dir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mail {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    // A local file written whole, and a repeat finds it there: a short lease loses nothing.
    sendDeadlineMs: 5_000,
    async send(message) {
      const { withholdRecipient: _, idempotencyKey, ...mail } = message;
      await makePrivateDir(options.dir);
      // A message with an idempotency key has one name: sending it again finds it there.
      const name = idempotencyKey
        ? `${safeKey(idempotencyKey)}.eml`
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.dir, name);
      if (idempotencyKey && (await exists(file))) return;
      const info = await composer.sendMail({
        from: options.from,
        ...mail,
        ...(idempotencyKey ? { messageId: `<${safeKey(idempotencyKey)}@forewarn>` } : {}),
      });
      const bytes = info.message;
      if (!Buffer.isBuffer(bytes)) throw new Error('the mail composer returned no buffer');
      // Written whole, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, bytes, { mode: PRIVATE_FILE_MODE });
      await rename(`${file}.tmp`, file);
      options.log.info(
        {
          to: loggedRecipient(message),
          subject: message.subject,
          file,
          links: linksIn(message.text),
        },
        `email written to the outbox (SMTP_URL is not set): ${message.subject} ${linksIn(message.text).join(' ')}`,
      );
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
