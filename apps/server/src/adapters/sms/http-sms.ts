import type { Sms } from './sms.js';

const TIMEOUT_MS = 10_000;

/**
 * Posts `{ to, text, from? }` as JSON to SMS_API_URL with `Authorization: Bearer SMS_API_KEY`.
 * Most SMS providers accept this shape directly or through a small relay.
 */
export function createHttpSms(options: {
  url: string;
  apiKey: string | undefined;
  from: string | undefined;
}): Sms {
  return {
    async send(to, text) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ to, text, ...(options.from ? { from: options.from } : {}) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The body is read either way so the connection can be reused.
      const body = await response.text();
      if (!response.ok) {
        throw new Error(`SMS provider answered ${response.status}: ${body.slice(0, 200)}`);
      }
    },
  };
}
