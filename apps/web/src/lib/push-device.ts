import { api } from './api-client';
import { currentSubscription, pushSupported } from './push-forget';

export { pushSupported };

// This device's push subscription (docs/decisions/0045): turned on only after a tap, stored on
// the server with the session it was made in, and forgotten on sign-out.

/** What `PushSubscription.toJSON()` gives, as POST /api/push/subscriptions takes it. */
type PushSubscriptionInput = {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
};

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const toInput = (subscription: PushSubscription) =>
  subscription.toJSON() as unknown as PushSubscriptionInput;

/**
 * Where this device stands. A subscription the browser still holds (permission given earlier,
 * never turned off) is told to the server again: after a new sign-in the old session's row is
 * gone, and this links the device to the new one without asking anything.
 */
export async function pushStateOfThisDevice(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await api.post<void>('/api/push/subscriptions', toInput(subscription));
  return 'on';
}

function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** After a tap only: asks the browser's permission, subscribes, and tells the server. */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration =
    (await navigator.serviceWorker.getRegistration('/')) ??
    (await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  await navigator.serviceWorker.ready;
  const { publicKey } = await api.get<{ publicKey: string }>('/api/push/key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  await api.post<void>('/api/push/subscriptions', toInput(subscription));
  return 'on';
}

/** Turns push off on this device: the server forgets it, then the browser. */
export async function turnOffPush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await api.delete<void>('/api/push/subscriptions', {
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return 'off';
}
