import { deleteMessagesOf } from './chat/repository';
import { removeFromGraph } from './friends/repository';
import { deleteBlocksOf } from './safety/repository';

/**
 * A deleted account leaves svc-social: friendships, requests, messages and blocks go; reports stay
 * (moderation keeps who reported what). Idempotent. Pending gifts are left to finish: the wallet
 * answers for a missing learner itself.
 */
export async function removeAccountData(userId: string): Promise<void> {
  await Promise.all([removeFromGraph(userId), deleteMessagesOf(userId), deleteBlocksOf(userId)]);
}
