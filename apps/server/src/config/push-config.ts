import type { Env } from './env-schema.js';

// Web Push's settings, with the defaults a fresh install needs (docs/decisions/0045).

export type PushConfig = {
  /** VAPID keys; both unset: made once into DATA_DIR/vapid-keys.json (modules/push). */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Who the push services may contact: a mailto: address or an https: URL. */
  vapidSubject: string;
  /**
   * The push services a subscription may name (a host, or any host under it): the server
   * POSTs to a subscription's endpoint, so an endpoint elsewhere would let a member make the
   * server call any address.
   */
  serviceHosts: readonly string[];
};

/** The browsers' push services: Chrome and Edge (FCM), Firefox (Mozilla), Edge (WNS), Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** The address in 'Name <address>' or a bare address. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** The push settings from the environment; the subject falls back to the public URL or MAIL_FROM. */
export function pushConfig(e: Env, publicUrl: string): PushConfig {
  return {
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject:
      e.VAPID_SUBJECT ??
      (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailAddress(e.MAIL_FROM)}`),
    serviceHosts: e.PUSH_SERVICE_HOSTS
      ? e.PUSH_SERVICE_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== '')
      : DEFAULT_PUSH_SERVICE_HOSTS,
  };
}
