import { vi } from 'vitest';

// The browser's side of Web Push in a component test: Notification's permission and prompt,
// a service worker registration and its PushManager, as far as lib/push-device.ts uses them.
// What the member chooses in the browser's prompt is the test's `answer`.

export type FakePushOptions = {
  permission?: NotificationPermission;
  /** What the browser's prompt answers when asked. */
  answer?: NotificationPermission;
  /** The device already holds a subscription (turned on before). */
  subscribed?: boolean;
  /** The service worker will not register (a private window, a broken install). */
  workerFails?: boolean;
  /** The browser's push service refuses to subscribe (Chromium's 'push service error'). */
  subscribeFails?: boolean;
};

export function fakePush(options: FakePushOptions = {}) {
  const state = {
    permission: options.permission ?? 'default',
    prompts: 0,
    subscription: null as null | {
      endpoint: string;
      toJSON(): unknown;
      unsubscribe(): Promise<boolean>;
    },
  };
  const makeSubscription = () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      expirationTime: null,
      keys: {
        p256dh:
          'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    unsubscribe: async () => {
      state.subscription = null;
      return true;
    },
  });
  if (options.subscribed) state.subscription = makeSubscription();
  const pushManager = {
    getSubscription: async () => state.subscription,
    subscribe: async () => {
      if (options.subscribeFails) {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      }
      state.subscription = makeSubscription();
      return state.subscription;
    },
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission: async () => {
      state.prompts += 1;
      state.permission = options.answer ?? 'granted';
      return state.permission;
    },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (options.workerFails ? undefined : registration),
      register: async () => {
        if (options.workerFails) throw new DOMException('Failed to register', 'SecurityError');
        return registration;
      },
      ready: Promise.resolve(registration),
    },
  });
  return state;
}

/** Takes the fake's service worker away again (navigator is not a stubbed global). */
export function removeFakePush() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
