import { INSUFFICIENT_FUNDS_ERROR, type WalletGiftRequest } from '@fff/contracts';
import { DependencyError } from '@fff/service-kit';
import type { SocialDeps } from '../shared/deps';
import { giftQueue, type Gift } from './repository';

/** The wallet operation id of a gift (svc-learning pays each id once). */
export const walletOperationId = (gift: Pick<Gift, '_id'>) => `gift:${gift._id}`;

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
    await giftQueue.finish(gift, { status: 'sent', lastError: null });
    return 'sent';
  } catch (err) {
    if (!(err instanceof DependencyError)) throw err;
    const code = (err.body as { error?: unknown } | undefined)?.error;
    if (err.status !== undefined && err.status >= 400 && err.status < 500 && err.status !== 429) {
      if (code !== INSUFFICIENT_FUNDS_ERROR)
        deps.logger.error({ giftId: gift._id, status: err.status, code }, 'wallet refused a gift');
      await giftQueue.finish(gift, { status: 'refused', lastError: String(code ?? err.status) });
      return 'refused';
    }
    deps.logger.warn({ giftId: gift._id, err: err.message }, 'gift not delivered yet; will retry');
    await giftQueue.retryLater(gift, err.message, deps.now());
    return 'pending';
  }
}
