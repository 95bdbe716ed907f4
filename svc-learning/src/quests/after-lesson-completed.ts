// The one call lesson completion makes into the game loop (issue 38): what a passed lesson moves
// besides XP and the streak. Completion calls it once per completed attempt (completeAttemptOnce).
import { checkAchievements } from '../achievements/service';
import { countPassedLesson } from './service';

/** A lesson passed by the learner on their calendar day `day`. */
export interface LessonCompletedEvent {
  userId: string;
  lessonId: string;
  day: string;
  xpEarned: number;
  score: number;
  now: Date;
}

/**
 * Count the lesson for the day's quests, then unlock the achievements it reached (after the quests,
 * whose chest counts); returns the Spice Stones both paid for it.
 */
export async function afterLessonCompleted(
  event: LessonCompletedEvent,
): Promise<{ bonusSpiceStones: number }> {
  const questStones = await countPassedLesson({
    userId: event.userId,
    day: event.day,
    operationId: `${event.lessonId}:${event.now.toISOString()}`,
    xpEarned: event.xpEarned,
    score: event.score,
  });
  const unlocked = await checkAchievements(event.userId, event.now);
  return { bonusSpiceStones: questStones + unlocked.reduce((sum, a) => sum + a.stonesPaid, 0) };
}
