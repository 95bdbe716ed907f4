// The browser's push side at its boundary (jsdom has none): Notification, PushManager and a service
// worker registration whose subscribe() answers what the test says.

/** What the fake push manager does when asked to subscribe. */
export type SubscribeAnswer = 'ok' | Error;

const KEYS = {
  // A real uncompressed P-256 point (65 bytes) and a 16-byte auth secret, base64url.
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** Install the fakes; returns handles to steer and inspect them. */
export function installFakeBrowser(options: {
  permission?: NotificationPermission;
  askAnswer?: NotificationPermission;
  subscribe?: SubscribeAnswer;
  supported?: boolean;
}) {
  const state = {
    permission: options.permission ?? 'default',
    subscription: null as PushSubscription | null,
    unsubscribed: 0,
  };
  const w = window as unknown as Record<string, unknown>;
  delete w.Notification;
  delete w.PushManager;
  Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true });
  if (options.supported === false) return state;

  w.Notification = {
    get permission() {
      return state.permission;
    },
    requestPermission: async () => {
      state.permission = options.askAnswer ?? 'granted';
      return state.permission;
    },
  };
  w.PushManager = function PushManager() {};
  const makeSubscription = (): PushSubscription =>
    ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      expirationTime: null,
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: KEYS }),
      unsubscribe: async () => {
        state.unsubscribed++;
        state.subscription = null;
        return true;
      },
    }) as unknown as PushSubscription;
  const registration = {
    active: { state: 'activated' },
    pushManager: {
      getSubscription: async () => state.subscription,
      subscribe: async () => {
        if (options.subscribe instanceof Error) throw options.subscribe;
        state.subscription = makeSubscription();
        return state.subscription;
      },
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => registration,
      register: async () => registration,
      ready: Promise.resolve(registration),
    },
  });
  return state;
}

export const SUBSCRIPTION_KEYS = KEYS;
