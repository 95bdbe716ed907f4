import type { WalletCurrency } from '@fff/contracts';

/**
 * The exactly-once rule of every wallet movement: a ledger entry already stored under the operation
 * id is the same operation only when learner, currency and amount agree (then it is paid at most
 * once); otherwise the id was reused for another operation and the call is refused (409).
 */
export function sameOperation(
  stored: { userId: string; currency: WalletCurrency; amount: number },
  asked: { userId: string; currency: WalletCurrency; amount: number },
): boolean {
  return (
    stored.userId === asked.userId && stored.currency === asked.currency && stored.amount === asked.amount
  );
}
