// "Lessons not seen for a while" (domain REVIEW_STALE_LESSON_DAYS): a completed lesson whose quiz the
// learner has not answered, restarted or completed for that many days, and none of whose questions
// is a review card yet. Each such lesson brings one of its questions (chosen at random, once) into
// the Review as a card due now; from then on FSRS schedules it like a missed question, so a lesson
// comes back once rather than every time the Review is opened.
import { REVIEW_STALE_LESSON_DAYS } from '@fff/domain';
import { CompletionModel } from '../completion/model';
import { AttemptModel } from '../lessons/model';
import { lessonsWithCards } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Completed lessons last seen before the stale line and without a card, oldest first. */
export async function staleLessons(userId: string, now: Date): Promise<string[]> {
  const line = now.getTime() - REVIEW_STALE_LESSON_DAYS * DAY_MS;
  const [completions, attempts, withCards] = await Promise.all([
    CompletionModel.find({ userId }, 'lessonId completedAt').lean<
      Array<{ lessonId: string; completedAt: Date }>
    >(),
    AttemptModel.find({ userId }, 'lessonId updatedAt').lean<Array<{ lessonId: string; updatedAt?: Date }>>(),
    lessonsWithCards(userId),
  ]);
  const lastSeen = new Map(completions.map((c) => [c.lessonId, c.completedAt.getTime()]));
  for (const a of attempts) {
    const seen = lastSeen.get(a.lessonId);
    if (seen !== undefined && a.updatedAt) lastSeen.set(a.lessonId, Math.max(seen, a.updatedAt.getTime()));
  }
  return [...lastSeen]
    .filter(([lessonId, seen]) => seen <= line && !withCards.has(lessonId))
    .sort((a, b) => a[1] - b[1])
    .map(([lessonId]) => lessonId);
}
