import { deleteActivities } from '../activities/repository';
import { deleteCompletions } from '../completion/repository';
import { deleteAttempts } from '../lessons/repository';
import { deleteProgression } from '../progression/repository';
import { deleteAchievements } from '../achievements/repository';
import { deleteQuestDays } from '../quests/repository';
import { deleteReviewData } from '../review/repository';
import { deleteFrozenDays } from '../streak/freeze';
import { deleteStreakActivities } from '../streak/repository';
import { deleteLedger } from '../wallet/repository';

/** Remove everything svc-learning holds about a learner (idempotent). */
export async function deleteLearner(userId: string): Promise<void> {
  await Promise.all([
    deleteCompletions(userId),
    deleteAttempts(userId),
    deleteActivities(userId),
    deleteStreakActivities(userId),
    deleteFrozenDays(userId),
    deleteQuestDays(userId),
    deleteAchievements(userId),
    deleteLedger(userId),
    deleteReviewData(userId),
  ]);
  await deleteProgression(userId);
}
