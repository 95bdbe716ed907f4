// POST /internal/wallet/credit-batch: a league cohort's podium paid in one call (issue 41). The
// credits go through creditMany (credit-many.ts), then the podium facts of the learners they paid are
// recorded and their achievements checked together (recordSocialFacts), each with the same
// exactly-once rules as the single calls.
import type { WalletCreditBatchItem, WalletCreditBatchResponse } from '@fff/contracts';
import { recordSocialFacts } from '../achievements/social-facts';
import { creditMany, type CreditOutcome } from './credit-many';

/** Apply a batch of credits; one outcome per credit, in order. Podium facts follow their paid credits. */
export async function creditBatch(items: WalletCreditBatchItem[]): Promise<WalletCreditBatchResponse> {
  const outcomes = await creditMany(items);
  // The podium facts of the paid learners, each counted once by its id (the same rule as the single
  // call); a refused fact (its id reused for another fact) costs only the award, as there.
  await recordSocialFacts(
    items
      .filter((c) => c.podiumFactId && outcomes.get(c.operationId)?.outcome !== 'refused')
      .map((c) => ({ userId: c.userId, fact: 'podiums' as const, operationId: c.podiumFactId as string })),
  );
  return { results: items.map((c) => outcomes.get(c.operationId) as CreditOutcome) };
}
