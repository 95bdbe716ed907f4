import { userData } from '../account-data/registry';

/** Remove everything svc-learning holds about a learner (idempotent): every entry of the user-data registry. */
export async function deleteLearner(userId: string): Promise<void> {
  await userData.erase({ id: userId });
}
