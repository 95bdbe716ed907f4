import { unauthorized } from '@fff/service-kit';
import { accountDataOps } from './model';

/**
 * Called where a learner's first document of a kind was just created (their league seat for the
 * week, their directory entry, a friend request, a block, a report, a crew). An erased learner's
 * access token stays valid until its session check notices, and a request in that window used to
 * bring back a league entry with their username. If the erase's record exists (the tombstone), the
 * document just created is removed again (`undo`) and the request refused as a revoked session is.
 * It runs only when a document was created, so the hot paths (reads, chat between friends, whose
 * friendship the erase removed) pay nothing. The same rule as svc-learning's account-data/erased.ts.
 */
export async function refuseIfErased(userId: string, undo: () => Promise<unknown>): Promise<void> {
  if (!(await accountDataOps.erased(userId))) return;
  await undo();
  throw unauthorized('Please sign in again.', 'session_revoked');
}
