import { createDurableWorker, type DurableWorker } from '@fff/service-kit';
import type { SocialDeps } from '../shared/deps';
import { deliverGift, GIFT_LEASE_MS } from './delivery';
import { claimDueGift } from './repository';

/** Retries pending gifts (svc-learning was down when they were sent). */
export type GiftWorker = DurableWorker;

/** A worker polling every `pollMs`; several replicas may run one each (claims are leases). */
export function createGiftWorker(deps: SocialDeps, pollMs = 5000): GiftWorker {
  return createDurableWorker({
    name: 'gift retry',
    claim: () => claimDueGift(deps.now(), GIFT_LEASE_MS),
    handle: (gift) => deliverGift(gift, deps),
    logger: deps.logger,
    pollMs,
  });
}
