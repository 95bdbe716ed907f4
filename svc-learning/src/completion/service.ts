import type { CompleteLessonResponse, ProgressEntry } from '@fff/contracts';
import { lessonXp, levelFromXp, localDay, quizScore, xpKindOf, type LessonXpType, type XpType } from '@fff/domain';
import { badRequest } from '@fff/service-kit';
import { recordActivity } from '../activities/service';
import { findAttempt, completeAttemptOnce } from '../lessons/repository';
import { openLesson, type Learner } from '../lessons/service';
import { readProgression } from '../progression/repository';
import { streakNow } from '../progression/service';
import { awardXp } from '../progression/xp';
import { recordStreakDay } from '../streak/service';
import { countPractice, findCompletions, insertOrGetCompletion, markPaid } from './repository';

/**
 * Complete the current attempt. The score comes from the answers the server recorded (client
 * values are ignored); only the first completion of a lesson pays XP; a retried or concurrent
 * call never pays twice (unique completion per learner and lesson, op-keyed XP and ledger writes).
 */
export async function completeLesson(
  learner: Learner,
  lessonId: string,
  timeZone: string,
  now = new Date(),
): Promise<CompleteLessonResponse> {
  const { userId } = learner;
  const { lesson, quiz } = await openLesson(learner, lessonId);
  const attempt = await findAttempt(userId, lessonId);
  const answered = new Set(attempt.answers.map((a) => a.questionIndex));
  if (quiz.some((_q, i) => !answered.has(i)))
    throw badRequest('Answer every question before completing the lesson.');
  const score = quizScore(
    attempt.answers.filter((a) => a.correct && a.questionIndex < quiz.length).length,
    quiz.length,
  );
  const xp = lessonXp(score);
  const kind = xpKindOf(lesson.xpType as LessonXpType);

  const { inserted, row } = await insertOrGetCompletion({
    userId,
    lessonId,
    score,
    xpEarned: xp,
    xpType: kind,
  });
  let award = { xpAwarded: 0, leveledUp: false, newLevel: 0, spiceStonesAwarded: 0 };
  if (inserted || !row.paid) {
    // First completion, or a retry of one that crashed before it was fully paid.
    award = await awardXp(userId, `lesson:${lessonId}`, row.xpType as XpType, row.xpEarned, now);
    await markPaid(userId, lessonId);
  }
  const firstTimeThisAttempt = await completeAttemptOnce(userId, lessonId, score);
  const today = localDay(now, timeZone);
  let streak = streakNow(await readProgression(userId), now, timeZone);
  if (firstTimeThisAttempt) {
    if (!inserted) await countPractice(userId, lessonId);
    const advance = await recordStreakDay(userId, lessonId, today, now);
    streak = advance.streak;
    const practice = inserted ? '' : ' (practice)';
    await recordActivity({
      userId,
      type: 'lesson_completed',
      description: `Completed ${lesson.title}${practice}`,
      xpEarned: award.xpAwarded,
      createdAt: now,
    });
    if (score === 100) {
      await recordActivity({
        userId,
        type: 'perfect_score',
        description: `Perfect score on ${lesson.title}`,
        xpEarned: 0,
        createdAt: now,
      });
    }
    if (advance.milestone) {
      await recordActivity({
        userId,
        type: 'streak_milestone',
        description: `${advance.milestone}-day streak!`,
        xpEarned: 0,
        key: `streak:${userId}:${today}:${advance.milestone}`,
        createdAt: now,
      });
    }
  }
  const newLevel = award.newLevel || levelFromXp((await readProgression(userId)).prepXp);
  return {
    xpEarned: award.xpAwarded,
    score,
    leveledUp: award.leveledUp,
    newLevel,
    spiceStonesEarned: award.spiceStonesAwarded,
    streak,
    alreadyCompleted: !firstTimeThisAttempt || !inserted,
  };
}

/** GET /user/progress: the lessons the learner has completed. */
export async function userProgress(userId: string): Promise<ProgressEntry[]> {
  return (await findCompletions(userId)).map((c) => ({ lessonId: c.lessonId, completed: true }));
}
