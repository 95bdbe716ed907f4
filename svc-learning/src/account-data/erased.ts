import { unauthorized } from '@fff/service-kit';
import { accountDataOps } from './model';

/**
 * Called where a learner's first document of a kind was just created on demand (their progression,
 * a lesson attempt). An erased learner's access token stays valid until its session check notices
 * (a few seconds), and a request in that window used to create a fresh record of someone whose data
 * was just erased. If the erase's record exists (the tombstone), the document just created is
 * removed again (`undo`) and the request refused as a revoked session would be.
 * It runs only when a document was created (and before a transfer to another learner), so the hot
 * paths pay nothing.
 */
export async function refuseIfErased(userId: string, undo: () => Promise<unknown>): Promise<void> {
  if (!(await accountDataOps.erased(userId))) return;
  await undo();
  throw unauthorized('Please sign in again.', 'session_revoked');
}
