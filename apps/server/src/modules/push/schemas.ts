import { ECDH } from 'node:crypto';
import { z } from 'zod';

/** A base64url string as the Push API gives it (a key or secret). */
const base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

// Here, not in @forewarn/domain: the web app sends the browser's own object and needs no
// schema, and a zod schema nobody on the web imports would land in the first visit's entry
// chunk (its construction is a side effect the bundler keeps).

/**
 * What a browser's `PushSubscription.toJSON()` gives: where to send and the keys to encrypt
 * for (RFC 8291). The server checks the endpoint's host against the push services it sends to.
 */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(1000),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        // An uncompressed P-256 point: 65 bytes, 87 characters of base64url.
        p256dh: base64Url(100),
        // 16 bytes: 22 characters.
        auth: base64Url(40),
      })
      .strict(),
  })
  .strict();

/**
 * Whether the keys can encrypt a push (RFC 8291): `p256dh` a point on the P-256 curve (OpenSSL
 * checks it as it converts it), `auth` a 16-byte secret. Anything else would fail every send.
 */
export function validPushKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  try {
    ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Removing a device's subscription names it by its endpoint. */
export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(1000) }).strict();
