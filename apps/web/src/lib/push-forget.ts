import { api } from './api-client';

// The part of this device's push subscription that sign-out needs (lib/session.ts): small, and
// in the entry chunk with it. Turning push on and off is in push-device.ts, loaded by the pages
// that offer it.

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Sign-out: this device stops receiving notifications for the account. The server also drops
 * the row with the session; unsubscribing in the browser makes sure a push service that still
 * holds the old endpoint has nothing to deliver to.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api
    .delete<void>('/api/push/subscriptions', { body: { endpoint: subscription.endpoint } })
    .catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
