import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createHttpSms } from './http-sms.js';
import { createLogSms } from './log-sms.js';
import type { Sms } from './sms.js';

/** The HTTPS provider when SMS_API_URL is set, otherwise the log. */
export function createSms(config: Config, log: FastifyBaseLogger): Sms {
  if (config.smsApiUrl) {
    return createHttpSms({
      url: config.smsApiUrl,
      apiKey: config.smsApiKey,
      from: config.smsFrom,
      log,
    });
  }
  return createLogSms(log);
}
