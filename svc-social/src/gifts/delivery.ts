import { INSUFFICIENT_FUNDS_ERROR, type WalletGiftRequest } from '@fff/contracts';
import { DependencyError } from '@fff/service-kit';
import type { SocialDeps } from '../shared/deps';
import { markGift, retryGiftLater, type Gift } from './repository';

/** How long a claimed or just-created gift is left alone by the retry worker. */
export const GIFT_LEASE_MS = 30_000;
const MAX_BACKOFF_MS = 10 * 60 * 1000;

/** The wallet operation id of a gift (svc-learning pays each id once). */
export const walletOperationId = (gift: Pick<Gift, '_id'>) => `gift:${gift._id}`;

/** Exponential backoff from 2 s, capped at 10 minutes. */
export const giftBackoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 2000 * 2 ** Math.min(attempts, 20));

/**
 * Ask svc-learning to move the stones (idempotent by operation id) and record the outcome:
 * 'sent' on success, 'refused' when the wallet said no (not enough stones or a bad request, never
 * worth retrying), 'pending' when learning could not answer (the worker retries).
 */
export async function deliverGift(gift: Gift, deps: SocialDeps): Promise<'sent' | 'refused' | 'pending'> {
  const operationId = walletOperationId(gift);
  const body: WalletGiftRequest = {
    fromUserId: gift.senderId,
    toUserId: gift.receiverId,
    currency: 'spiceStones',
    amount: gift.amount,
    reason: gift.description ? `gift: ${gift.description}`.slice(0, 200) : 'gift',
    operationId,
    fromUsername: gift.fromUsername,
    toUsername: gift.toUsername,
  };
  try {
    await deps.learning.post('/internal/wallet/gift', body, { idempotencyKey: operationId });
    await markGift(gift._id, 'sent');
    return 'sent';
  } catch (err) {
    if (!(err instanceof DependencyError)) throw err;
    const code = (err.body as { error?: unknown } | undefined)?.error;
    if (err.status !== undefined && err.status >= 400 && err.status < 500 && err.status !== 429) {
      if (code !== INSUFFICIENT_FUNDS_ERROR)
        deps.logger.error({ giftId: gift._id, status: err.status, code }, 'wallet refused a gift');
      await markGift(gift._id, 'refused', String(code ?? err.status));
      return 'refused';
    }
    deps.logger.warn({ giftId: gift._id, err: err.message }, 'gift not delivered yet; will retry');
    await retryGiftLater(
      gift._id,
      err.message,
      new Date(deps.now().getTime() + giftBackoffMs(gift.attempts)),
    );
    return 'pending';
  }
}
