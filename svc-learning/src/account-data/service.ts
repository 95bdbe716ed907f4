import type { ResetCategory } from '@fff/domain';
import { deleteLearner } from '../users/service';
import { accountDataOps } from './model';
import { resetCategories } from './reset';

const { done, markDone } = accountDataOps;

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
  await accountDataOps.model.deleteMany({ userId, kind: 'reset' });
  await markDone(operationId, userId, 'erase');
  return !before;
}
