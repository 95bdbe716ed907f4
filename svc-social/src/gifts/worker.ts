import type { SocialDeps } from '../shared/deps';
import { deliverGift, GIFT_LEASE_MS } from './delivery';
import { claimDueGift } from './repository';

/** Retries pending gifts (svc-learning was down when they were sent). */
export interface GiftWorker {
  start(): void;
  stop(): void;
  /** Deliver every due gift now (ticks and tests). */
  drain(): Promise<void>;
}

/** A worker polling every `pollMs`; several replicas may run one each (claims are leases). */
export function createGiftWorker(deps: SocialDeps, pollMs = 5000): GiftWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const drain = () => {
    running ??= (async () => {
      try {
        for (
          let gift = await claimDueGift(deps.now(), GIFT_LEASE_MS);
          gift;
          gift = await claimDueGift(deps.now(), GIFT_LEASE_MS)
        ) {
          await deliverGift(gift, deps);
        }
      } catch (err) {
        deps.logger.error({ err }, 'gift retry failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  return {
    start() {
      timer ??= setInterval(() => void drain(), pollMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    drain,
  };
}
