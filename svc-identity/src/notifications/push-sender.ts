import type { PushPayload } from '@fff/contracts';
import webpush from 'web-push';
import type { StoredSubscription } from './subscription-repository';
import type { VapidDetails } from './vapid';

/** What the push service said: delivered, or the subscription no longer exists (404/410). */
export type PushOutcome = 'sent' | 'gone';

/** Sends one push; throws PushFailed when it may work later (network, 429, 5xx). */
export type PushSender = (sub: StoredSubscription, payload: PushPayload) => Promise<PushOutcome>;

/** A push the service did not accept this time. */
export class PushFailed extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PushFailed';
  }
}

/** Seconds a push service keeps an undelivered reminder (a day: tomorrow's replaces it anyway). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * A sender using web-push for VAPID and the RFC 8291 aes128gcm encryption, and fetch for the request
 * (redirects are not followed: the endpoint was checked, where it points to was not).
 */
export function createPushSender(vapid: VapidDetails): PushSender {
  return async (sub, payload) => {
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: sub.keys },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        // The tag doubles as the push service's topic, so a newer reminder replaces a queued older one.
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
        urgency: 'normal',
      },
    );
    let res: Response;
    try {
      res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new PushFailed(`push service unreachable: ${(cause as Error).message}`);
    }
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return 'gone';
    if (res.status >= 200 && res.status < 300) return 'sent';
    throw new PushFailed(`push service answered ${res.status}`, res.status);
  };
}
