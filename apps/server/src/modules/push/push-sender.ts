import { createHash } from 'node:crypto';
import { cutText, DAY_MS, LIMITS, SECOND_MS } from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { deleteSubscriptionById, subscriptionsOf } from './repository.js';
import type { VapidKeys } from './vapid-keys.js';

/**
 * All a push notification may carry (docs/decisions/0045, docs/security.md): a title that names
 * no one ('New message on Forewarn') and a link inside Forewarn. The page behind the link
 * fetches the rest after sign-in. A push service, and anyone who sees the device's lock screen,
 * sees only this.
 */
export type PushNotice = {
  title: string;
  url: string;
  /**
   * Names this notice for the push service (RFC 8030 §5.4, the `Topic` header): a second push
   * with the same topic replaces the first while it waits undelivered, so a job retried after
   * a crash does not reach the device twice. Any string; sent as a hash, which names nobody.
   */
  topic?: string;
};

/** A Topic header value: at most 32 characters of the URL-safe base64 alphabet. */
export const pushTopic = (key: string) =>
  createHash('sha256').update(key).digest('base64url').slice(0, 32);

export type PushOutcome = { sent: number; removed: number; failed: number };

/**
 * A push that did not reach every device (a refusal, a timeout): thrown by a push job so that
 * the queue tries it again with backoff (docs/decisions/0086). Devices already reached get the
 * same push again, which its Topic (or the worker's tag, the link) collapses.
 */
export class PushFailed extends Error {
  constructor(readonly outcome: PushOutcome) {
    super(`push not delivered to ${outcome.failed} device(s); retried by the queue`);
    this.name = 'PushFailed';
  }
}

export type Push = {
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  /** Whether a subscription may name this endpoint (a known push service). */
  allowsEndpoint(endpoint: string): boolean;
  /**
   * Sends the notice to every device the user turned notifications on for. Never throws:
   * a push service's refusal is logged without personal details; a subscription the push
   * service says is gone (404, 410) is removed.
   */
  sendPush(userId: string, notice: PushNotice): Promise<PushOutcome>;
};

/** A notification that outlives a day offline is no longer news. */
const TTL_SECONDS = DAY_MS / SECOND_MS;
/**
 * A push service answers within a second or two; one that does not in 5 s is not waited for
 * longer (the push is at-least-once and the member reads it in the app anyway).
 */
const TIMEOUT_MS = 5_000;
const SAFE_URL = /^\/(?!\/)[A-Za-z0-9\-._~/%?=&#]*$/;
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

export function endpointAllowed(serviceHosts: readonly string[], endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (!listed) return false;
  // The browsers' push services listen on 443 only: any other port is refused (an endpoint is
  // a URL the server fetches). Plain http, on any port, only to a push service on this machine
  // that PUSH_SERVICE_HOSTS names (tests and stand-ins; production lists none).
  if (url.protocol === 'https:') return url.port === '' || url.port === '443';
  return url.protocol === 'http:' && LOOPBACK.has(host);
}

export function createPush(
  deps: { config: Config; database: Database; log: FastifyBaseLogger },
  keys: VapidKeys,
): Push {
  const { db } = deps.database;
  const serviceHosts = deps.config.push.serviceHosts;
  const vapidDetails = {
    subject: keys.subject,
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
  };

  async function deliver(
    subscription: { endpoint: string; p256dh: string; auth: string },
    payload: string,
    topic: string | undefined,
  ): Promise<'sent' | 'gone' | 'failed'> {
    const service = new URL(subscription.endpoint).hostname;
    try {
      // web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID); the request goes out with
      // fetch, which refuses redirects and gives up after 5 seconds.
      const request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
        {
          vapidDetails,
          TTL: TTL_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
          ...(topic ? { topic } : {}),
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.ok) return 'sent';
      deps.log.warn(
        { pushService: service, status: response.status },
        'a push service refused a notification',
      );
      return 'failed';
    } catch (error) {
      deps.log.warn(
        { pushService: service, error: (error as Error).name },
        'a notification could not reach its push service',
      );
      return 'failed';
    }
  }

  return {
    publicKey: keys.publicKey,
    allowsEndpoint: (endpoint) => endpointAllowed(serviceHosts, endpoint),
    async sendPush(userId, notice) {
      const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
      if (!SAFE_URL.test(notice.url)) throw new Error('A push notice links inside Forewarn only');
      const payload = JSON.stringify({
        title: cutText(notice.title, LIMITS.pushTitleMax),
        url: notice.url,
      });
      const topic = notice.topic === undefined ? undefined : pushTopic(notice.topic);
      let subscriptions: Awaited<ReturnType<typeof subscriptionsOf>>;
      try {
        subscriptions = await subscriptionsOf(db, userId);
      } catch (error) {
        deps.log.warn({ error: (error as Error).name }, 'push subscriptions could not be read');
        return { ...outcome, failed: 1 };
      }
      await Promise.all(
        subscriptions.map(async (subscription) => {
          // PUSH_SERVICE_HOSTS may have narrowed since the device subscribed.
          if (!endpointAllowed(serviceHosts, subscription.endpoint)) {
            outcome.failed += 1;
            return;
          }
          const result = await deliver(subscription, payload, topic);
          if (result === 'gone') {
            await deleteSubscriptionById(db, subscription.id).catch(() => undefined);
            outcome.removed += 1;
          } else if (result === 'sent') outcome.sent += 1;
          else outcome.failed += 1;
        }),
      );
      return outcome;
    },
  };
}
