import type { ResetCategory } from '@fff/domain';
import { accountDataOps } from './model';
import { userData } from './registry';
import { resetCategories } from './reset';

/**
 * Reset once per operation id: a redelivery after success changes nothing, so progress made
 * after the reset is never wiped by a late retry.
 */
export async function resetOnce(
  userId: string,
  operationId: string,
  categories: readonly ResetCategory[],
): Promise<boolean> {
  return accountDataOps.resetOnce(userId, operationId, () =>
    resetCategories(userId, operationId, categories),
  );
}

/** Erase everything svc-learning holds about the user (the user-data registry; safe to repeat). */
export async function eraseOnce(userId: string, operationId: string): Promise<boolean> {
  return accountDataOps.erase(userId, operationId, () => userData.erase({ id: userId }));
}
