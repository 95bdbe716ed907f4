import type { WalletCurrency } from '@fff/contracts';
import { LedgerModel } from './model';
import { isDuplicateKey } from '@fff/service-kit';

/** A ledger entry as stored. */
export interface LedgerEntry {
  _id: string;
  userId: string;
  currency: WalletCurrency;
  amount: number;
  reason: string;
  applied: boolean;
  balanceAfter: number | null;
  createdAt: Date;
}

/** Insert the entry; returns the existing one instead when the operation id is taken. */
export async function insertOrGetEntry(
  entry: Omit<LedgerEntry, 'applied' | 'balanceAfter' | 'createdAt'>,
): Promise<{ inserted: boolean; entry: LedgerEntry }> {
  try {
    const doc = await LedgerModel.create(entry);
    return { inserted: true, entry: doc.toObject() as LedgerEntry };
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const existing = await LedgerModel.findById(entry._id).lean<LedgerEntry>();
    if (!existing) throw err;
    return { inserted: false, entry: existing };
  }
}

/** Mark the entry as reflected in the balance. */
export async function markApplied(operationId: string, balanceAfter: number): Promise<void> {
  await LedgerModel.updateOne({ _id: operationId }, { $set: { applied: true, balanceAfter } });
}

/** Drop an entry that could not be applied (a refused debit), so the operation did not happen. */
export async function removeUnapplied(operationId: string): Promise<void> {
  await LedgerModel.deleteOne({ _id: operationId, applied: false });
}

/** True when the ledger holds an entry with this operation id. */
export async function entryExists(operationId: string): Promise<boolean> {
  return (await LedgerModel.exists({ _id: operationId })) !== null;
}
