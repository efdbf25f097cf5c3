import type { FastifyBaseLogger } from 'fastify';
import type { Sms } from './sms.js';

/** No SMS provider configured: the text (and so the code) goes to the server log. */
export function createLogSms(log: FastifyBaseLogger): Sms {
  return {
    async send(to, text) {
      log.info({ to }, `SMS not sent (SMS_API_URL is not set) to ${to}: ${text}`);
    },
  };
}
