import type { ResetCategory } from '@fff/domain';
import { deleteLearner } from '../users/service';
import { AccountDataOpModel } from './model';
import { resetCategories } from './reset';

/** Whether this operation id was finished before. */
const done = async (operationId: string) => (await AccountDataOpModel.exists({ _id: operationId })) !== null;

async function markDone(operationId: string, userId: string, kind: 'reset' | 'erase'): Promise<void> {
  await AccountDataOpModel.updateOne(
    { _id: operationId },
    { $setOnInsert: { userId, kind } },
    { upsert: true },
  );
}

/**
 * Reset once per operation id: a redelivery after success changes nothing, so progress made
 * after the reset is never wiped by a late retry.
 */
export async function resetOnce(
  userId: string,
  operationId: string,
  categories: readonly ResetCategory[],
): Promise<boolean> {
  if (await done(operationId)) return false;
  await resetCategories(userId, operationId, categories);
  await markDone(operationId, userId, 'reset');
  return true;
}

/** Erase everything svc-learning holds about the user (safe to repeat). */
export async function eraseOnce(userId: string, operationId: string): Promise<boolean> {
  const before = await done(operationId);
  // Always erase: anything written after an earlier erase (a late request) goes too.
  await deleteLearner(userId);
  await AccountDataOpModel.deleteMany({ userId, kind: 'reset' });
  await markDone(operationId, userId, 'erase');
  return !before;
}
