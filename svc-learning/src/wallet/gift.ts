import type { WalletGiftRequest } from '@fff/contracts';
import { recordActivity } from '../activities/service';
import { transfer } from './service';

/**
 * A Spice Stones gift between learners (called by svc-social): the idempotent transfer, then one
 * activity line each for the receiver ('stones_received') and the sender ('stones_sent'). Activity
 * keys derive from the operation id, so a retry after a crash adds the missing line and never a
 * second one. A refused debit (not enough stones) throws before any activity is written.
 */
export async function gift(input: WalletGiftRequest) {
  const { fromUsername, toUsername, ...move } = input;
  const result = await transfer(move);
  const stones = `${move.amount} Spice Stone${move.amount === 1 ? '' : 's'}`;
  await recordActivity({
    userId: move.toUserId,
    type: 'stones_received',
    description: `Received ${stones} from ${fromUsername}`,
    xpEarned: 0,
    key: `${move.operationId}:received`,
  });
  await recordActivity({
    userId: move.fromUserId,
    type: 'stones_sent',
    description: `Sent ${stones} to ${toUsername}`,
    xpEarned: 0,
    key: `${move.operationId}:sent`,
  });
  return result;
}
