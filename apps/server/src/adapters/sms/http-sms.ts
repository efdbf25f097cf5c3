import type { FastifyBaseLogger } from 'fastify';
import type { Sms } from './sms.js';

const TIMEOUT_MS = 10_000;
/** Waits before the 2nd and 3rd tries: a provider's blip passes, a user is not kept long. */
const RETRY_DELAYS_MS = [500, 2000];

/** A refusal worth trying again: the provider was busy or broken, not the request wrong. */
const retryable = (status: number) => status === 429 || status >= 500;

class ProviderRefused extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`SMS provider answered ${status}: ${body.slice(0, 200)}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts `{ to, text, from? }` as JSON to SMS_API_URL with `Authorization: Bearer SMS_API_KEY`.
 * Most SMS providers accept this shape directly or through a small relay. A time-out, a
 * network error, a 429 or a 5xx is tried again with backoff (3 tries in all); a 4xx is not,
 * since the same request would be refused again. Giving up is logged and rejects.
 */
export function createHttpSms(options: {
  url: string;
  apiKey: string | undefined;
  from: string | undefined;
  log?: FastifyBaseLogger;
  retryDelaysMs?: number[];
  timeoutMs?: number;
}): Sms {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;

  async function attempt(to: string, text: string): Promise<void> {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ to, text, ...(options.from ? { from: options.from } : {}) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
    // The body is read either way so the connection can be reused.
    const body = await response.text();
    if (!response.ok) throw new ProviderRefused(response.status, body);
  }

  return {
    async send(to, text) {
      for (let tries = 1; ; tries++) {
        try {
          await attempt(to, text);
          return;
        } catch (error) {
          const again = !(error instanceof ProviderRefused) || retryable(error.status);
          const delay = delays[tries - 1];
          if (!again || delay === undefined) {
            // The number stays out of the log: it is someone's phone.
            options.log?.error(
              { err: error, tries },
              'SMS not sent: the provider did not accept it',
            );
            throw error;
          }
          await sleep(delay);
        }
      }
    },
  };
}
