import { ApiError, api } from './api-client';
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

/**
 * Which step of turning on failed (issue 45: each has its own message and next step):
 * - `service-worker`: the service worker would not register or start;
 * - `subscription`: the browser's push service refused the subscription;
 * - `server`: Forewarn answered and refused the device (`cause` is its ApiError);
 * - `network`: Forewarn could not be reached, or was busy.
 */
export type PushFailure = 'service-worker' | 'subscription' | 'server' | 'network';

export class PushSetupError extends Error {
  constructor(
    readonly step: PushFailure,
    override readonly cause: unknown,
  ) {
    super(`Push setup failed at ${step}`);
    this.name = 'PushSetupError';
  }
}

/** How long the service worker may take to start before turning on is said to have failed. */
const WORKER_START_MS = 15_000;

async function at<T>(step: PushFailure, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (caught) {
    throw new PushSetupError(step, caught);
  }
}

/** A call to Forewarn: refused (4xx) is the server's step, anything else the network's. */
async function server<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (caught) {
    const refused = caught instanceof ApiError && caught.status >= 400 && caught.status < 500;
    throw new PushSetupError(refused ? 'server' : 'network', caught);
  }
}

async function startedWorker(): Promise<ServiceWorkerRegistration> {
  const registration =
    (await navigator.serviceWorker.getRegistration('/')) ??
    (await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  // `ready` never settles for a worker that fails to install: that is a failure too, said once
  // the member has waited long enough.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('service worker did not start')), WORKER_START_MS);
  });
  try {
    await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
  return registration;
}

/**
 * After a tap only: asks the browser's permission, subscribes, and tells the server. A failed
 * step throws a PushSetupError naming it.
 */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await at('service-worker', startedWorker);
  const { publicKey } = await server(() => api.get<{ publicKey: string }>('/api/push/key'));
  const subscription = await at(
    'subscription',
    async () =>
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      })),
  );
  await server(() => api.post<void>('/api/push/subscriptions', toInput(subscription)));
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
