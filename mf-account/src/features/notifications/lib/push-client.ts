// The browser side of Web Push: support check, the service worker registration, and the
// PushManager subscription. Every wait is bounded so a browser whose push service cannot be reached
// ends in an error the page can show, never in a spinner that lasts forever.
import type { PushSubscriptionJson } from '@fff/contracts';

/** Notification.permission, or 'unsupported' when the browser lacks notifications, workers or push. */
export type PushPermission = NotificationPermission | 'unsupported';

const WAIT_MS = 15_000;

/** A failure of a browser step, with the step's name for the message. */
export class PushClientError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushClientError';
  }
}

/** True when this browser can receive push notifications. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/** The current permission. */
export function currentPermission(): PushPermission {
  return isPushSupported() ? Notification.permission : 'unsupported';
}

function within<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushClientError(`${what} did not answer in time`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new PushClientError(String(err)));
      },
    );
  });
}

/** The /sw.js registration, registering it when the shell has not (yet). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing)
    await within(navigator.serviceWorker.register('/sw.js', { scope: '/' }), 'The service worker');
  return within(navigator.serviceWorker.ready, 'The service worker');
}

/** This browser's subscription, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

const toBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Subscribe this browser with the server's VAPID key (reusing a subscription it already has). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await serviceWorkerRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return within(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toBytes(publicKey) }),
    "The browser's push service",
  );
}

/** The subscription as the API takes it. */
export function subscriptionJson(sub: PushSubscription): PushSubscriptionJson {
  const json = sub.toJSON();
  return {
    endpoint: sub.endpoint,
    expirationTime: sub.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
