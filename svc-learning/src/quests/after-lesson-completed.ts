// The one call lesson completion makes into the game loop (issue 38): what a passed lesson moves
// besides XP and the streak. Completion calls it once per completed attempt (completeAttemptOnce).
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

/** Count the lesson for the day's quests; returns the Spice Stones the quests paid for it. */
export async function afterLessonCompleted(
  event: LessonCompletedEvent,
): Promise<{ questSpiceStones: number }> {
  const questSpiceStones = await countPassedLesson({
    userId: event.userId,
    day: event.day,
    operationId: `${event.lessonId}:${event.now.toISOString()}`,
    xpEarned: event.xpEarned,
    score: event.score,
  });
  return { questSpiceStones };
}
