import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS } from '@forewarn/domain';
import { checkWebhookUrl, isPrivateAddress } from './address-guard.js';

// One signed POST to an endpoint (issue 50; docs/decisions/0084), outside any transaction. The
// signature is HMAC-SHA256 with the endpoint's secret over `<timestamp>.<body>` (Stripe's
// scheme: the timestamp inside the signature stops a replay later). No redirect is followed,
// 5 s is the most it waits, and the connection goes only to an address that is public, checked
// as it is resolved (a name that resolved to a public address at registration may not now).

export type SendOutcome =
  | { ok: true; status: number }
  | { ok: false; status: number | null; error: string };

export function signature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused || list.length === 0)
      return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), '', 0);
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    const [first] = list;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

export async function sendWebhook(
  target: { url: string; secret: string },
  event: { id: string; body: string },
  options: { allowLoopback: boolean; now?: () => number },
): Promise<SendOutcome> {
  const verdict = checkWebhookUrl(target.url, options.allowLoopback);
  if (!verdict.ok) return { ok: false, status: null, error: 'address refused' };
  const timestamp = Math.floor((options.now ?? Date.now)() / 1000);
  const url = verdict.url;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Forewarn-Webhooks/1',
          [WEBHOOK_HEADERS.id]: event.id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signature(target.secret, timestamp, event.body),
        },
        // Loopback receivers (tests only) are the one exception to the public-address rule.
        ...(verdict.loopback ? {} : { lookup: publicOnlyLookup }),
        timeout: WEBHOOK_LIMITS.timeoutSeconds * 1000,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => {
          if (status >= 200 && status < 300) resolve({ ok: true, status });
          else if (status >= 300 && status < 400)
            resolve({ ok: false, status, error: 'redirect not followed' });
          else resolve({ ok: false, status, error: `answered ${status}` });
        });
        response.on('error', () => resolve({ ok: false, status, error: 'answer cut off' }));
      },
    );
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })),
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const error_ =
        error.code === 'EPRIVATE'
          ? 'address refused'
          : error.code === 'ETIMEOUT'
            ? `no answer in ${WEBHOOK_LIMITS.timeoutSeconds} s`
            : error.code === 'ENOTFOUND'
              ? 'host not found'
              : 'could not connect';
      resolve({ ok: false, status: null, error: error_ });
    });
    request.end(event.body);
  });
}
