import type { SendStonesBody, SendStonesResponse } from '@fff/contracts';
import { SOCIAL_ERRORS, SOCIAL_TEXT } from '@fff/domain';
import { AppError, conflict, type AuthContext } from '@fff/service-kit';
import { randomUUID } from 'node:crypto';
import { findEntry } from '../directory/repository';
import type { SocialDeps } from '../shared/deps';
import { knownUser, mustBeFriends, notSelf } from '../shared/guards';
import { deliverGift } from './delivery';
import { GIFT_LEASE_MS, insertOrGetGift } from './repository';

const insufficient = () => new AppError('insufficient_funds', 409, 'Not enough Spice Stones.');

/**
 * POST /api/flavour-stones/send: a gift to a friend, at most once per idempotency key. The stones
 * move in svc-learning's wallet as one operation (the sender's balance never goes negative, and a
 * retry of the same key pays nothing more). When learning cannot be reached the gift stays pending
 * (202) and is retried until it answers.
 */
export async function sendStones(
  auth: AuthContext,
  body: SendStonesBody,
  key: string | undefined,
  deps: SocialDeps,
): Promise<{ status: number; body: SendStonesResponse }> {
  notSelf(auth.userId, body.toUserId, SOCIAL_ERRORS.selfGift);
  const receiver = await knownUser(body.toUserId);
  await mustBeFriends(auth.userId, body.toUserId);
  const sender = await findEntry(auth.userId);
  const gift = await insertOrGetGift({
    _id: `${auth.userId}:${key ?? randomUUID()}`,
    senderId: auth.userId,
    receiverId: body.toUserId,
    amount: body.amount,
    description: body.description?.trim() ?? '',
    fromUsername: sender?.username ?? auth.username,
    toUsername: receiver.username,
    // The request delivers it now; the worker only steps in if this attempt does not finish.
    nextAttemptAt: new Date(deps.now().getTime() + GIFT_LEASE_MS),
  });
  if (gift.receiverId !== body.toUserId || gift.amount !== body.amount)
    throw conflict(SOCIAL_ERRORS.giftIdReused, 'conflict');
  const outcome = gift.status === 'pending' ? await deliverGift(gift, deps) : gift.status;
  if (outcome === 'refused') throw insufficient();
  if (outcome === 'pending') {
    return {
      status: 202,
      body: { success: true, status: 'pending', amount: gift.amount, message: SOCIAL_ERRORS.giftPending },
    };
  }
  return {
    status: 200,
    body: { success: true, status: 'sent', amount: gift.amount, message: SOCIAL_TEXT.stonesSent },
  };
}
