import { INSUFFICIENT_FUNDS_ERROR, type WalletCurrency } from '@fff/contracts';
import { AppError } from '@fff/service-kit';
import { accountDataOps } from '../account-data/model';
import { ensureProgression, incrementOnce, readProgression, wasApplied } from '../progression/repository';
import { insertOrGetEntry, markApplied, removeUnapplied } from './repository';
import { sameOperation } from './same-operation';

/** One signed wallet movement (amount < 0 is a debit). */
export interface Movement {
  userId: string;
  currency: WalletCurrency;
  amount: number;
  reason: string;
  operationId: string;
}

/** 409 when a debit would take a balance below zero. */
export const insufficientFunds = () =>
  new AppError(INSUFFICIENT_FUNDS_ERROR, 409, 'Not enough Spice Stones.');

/**
 * Apply a movement at most once per operation id: the ledger entry is written first (its id is the
 * operation id), then the balance changes with a guarded, marker-checked $inc. A retry after a crash
 * between the two steps finishes the job; a retry after success changes nothing (applied: false).
 */
export async function applyMovement(m: Movement): Promise<{ applied: boolean; balance: number }> {
  await ensureProgression(m.userId);
  const { entry } = await insertOrGetEntry({
    _id: m.operationId,
    userId: m.userId,
    currency: m.currency,
    amount: m.amount,
    reason: m.reason,
  });
  if (!sameOperation(entry, m)) {
    throw new AppError('conflict', 409, 'This operation id was already used for a different operation.');
  }
  if (entry.applied) {
    const row = await readProgression(m.userId);
    return { applied: false, balance: row[m.currency] };
  }
  const guard = m.amount < 0 ? { [m.currency]: -m.amount } : {};
  const updated = await incrementOnce(m.userId, m.operationId, { [m.currency]: m.amount }, guard);
  if (updated) {
    await markApplied(m.operationId, updated[m.currency]);
    return { applied: true, balance: updated[m.currency] };
  }
  const row = await readProgression(m.userId);
  if (await wasApplied(m.userId, m.operationId)) {
    // The balance changed before a crash; only the ledger flag was missing.
    await markApplied(m.operationId, row[m.currency]);
    return { applied: false, balance: row[m.currency] };
  }
  await removeUnapplied(m.operationId);
  throw insufficientFunds();
}

/** Credit a positive amount (referral bonus, rewards). */
export function credit(input: Omit<Movement, 'amount'> & { amount: number }) {
  return applyMovement({ ...input, amount: Math.abs(input.amount) });
}

/** Move Spice Stones between learners: debit `<op>:debit`, then credit `<op>:credit`, both idempotent. */
export async function transfer(input: {
  fromUserId: string;
  toUserId: string;
  currency: WalletCurrency;
  amount: number;
  reason: string;
  operationId: string;
}): Promise<{ applied: boolean; fromBalance: number; toBalance: number }> {
  // The receiver first: one whose data was erased is refused before the sender pays anything.
  await accountDataOps.refuseIfErased(input.toUserId, async () => undefined);
  const debit = await applyMovement({
    userId: input.fromUserId,
    currency: input.currency,
    amount: -input.amount,
    reason: input.reason,
    operationId: `${input.operationId}:debit`,
  });
  const creditResult = await applyMovement({
    userId: input.toUserId,
    currency: input.currency,
    amount: input.amount,
    reason: input.reason,
    operationId: `${input.operationId}:credit`,
  });
  return {
    applied: debit.applied || creditResult.applied,
    fromBalance: debit.balance,
    toBalance: creditResult.balance,
  };
}
