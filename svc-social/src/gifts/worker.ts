import { createRetryWorker, type DurableWorker } from '@fff/service-kit';
import type { SocialDeps } from '../shared/deps';
import { deliverGift } from './delivery';
import { giftQueue } from './repository';

/** Retries pending gifts (svc-learning was down when they were sent). */
export type GiftWorker = DurableWorker;

/** A worker polling every `pollMs`; several replicas may run one each (claims are leases). */
export function createGiftWorker(deps: SocialDeps, pollMs = 5000): GiftWorker {
  return createRetryWorker({
    name: 'gift delivery',
    queue: giftQueue,
    handle: (gift) => deliverGift(gift, deps),
    logger: deps.logger,
    pollMs,
    now: deps.now,
  });
}
