import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Mail } from './mail.js';
import { createOutboxMail } from './outbox-mail.js';
import { createSmtpMail } from './smtp-mail.js';

/** SMTP when SMTP_URL is set, otherwise the outbox folder in DATA_DIR. */
export function createMail(config: Config, log: FastifyBaseLogger): Mail {
  if (config.smtpUrl) return createSmtpMail({ url: config.smtpUrl, from: config.mailFrom, log });
  return createOutboxMail({ dir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log });
}
