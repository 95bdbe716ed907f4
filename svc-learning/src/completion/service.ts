import type { CompleteLessonResponse, ProgressEntry } from '@fff/contracts';
import {
  LESSON_PASS_PERCENT,
  lessonPassed,
  lessonXp,
  levelFromXp,
  levelXp,
  localDay,
  quizScore,
  xpKindOf,
  type LessonXpType,
  type XpType,
} from '@fff/domain';
import { badRequest } from '@fff/service-kit';
import { recordActivity } from '../activities/service';
import { currentHearts } from '../hearts/service';
import { findAttempt, completeAttemptOnce } from '../lessons/repository';
import { openLesson, type Learner } from '../lessons/service';
import { readProgression } from '../progression/repository';
import { streakNow } from '../progression/service';
import { awardXp } from '../progression/xp';
import { afterLessonCompleted } from '../quests/after-lesson-completed';
import { withXpBoost } from '../shop/boost';
import { countHerbBadges, themeEffectOn } from '../themes/service';
import { recordStreakDay } from '../streak/service';
import {
  completedLessonIds,
  countPractice,
  completedLessonsInOrder,
  insertOrGetCompletion,
  markPaid,
  type CompletionRow,
} from './repository';

/** The theme that multiplied a completion's XP, as the answer names it. */
const themeBonusOf = (row: CompletionRow) =>
  row.themeName && (row.themeFactor ?? 1) > 1 ? { name: row.themeName, factor: row.themeFactor ?? 1 } : null;

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
  const correctAnswers = attempt.answers.filter((a) => a.correct && a.questionIndex < quiz.length).length;
  const score = quizScore(correctAnswers, quiz.length);
  const outcome = { passPercent: LESSON_PASS_PERCENT, correctAnswers, totalQuestions: quiz.length, score };
  if (!lessonPassed(score)) return failedAttempt(learner, lessonId, outcome, timeZone, now);

  const kind = xpKindOf(lesson.xpType as LessonXpType);
  // The week's theme multiplies here, once: the XP stored on the completion is what is paid (also
  // on a retry) and what the league week counts.
  const themed = await themeEffectOn(lesson, kind, now);
  const xp = (await withXpBoost(userId, lessonXp(score), now)) * themed.factor;
  const { inserted, row } = await insertOrGetCompletion({
    userId,
    lessonId,
    score,
    xpEarned: xp,
    xpType: kind,
    themeName: themed.factor > 1 ? themed.theme.name : null,
    themeFactor: themed.factor,
  });
  let award = { xpAwarded: 0, leveledUp: false, newLevel: 0, spiceStonesAwarded: 0, levelUpSpiceStones: 0 };
  if (inserted || !row.paid) {
    // First completion, or a retry of one that crashed before it was fully paid.
    award = await awardXp(userId, `lesson:${lessonId}`, row.xpType as XpType, row.xpEarned, now);
    await markPaid(userId, lessonId);
  }
  const firstTimeThisAttempt = await completeAttemptOnce(userId, lessonId, score);
  const today = localDay(now, timeZone);
  let streak = streakNow(await readProgression(userId), now, timeZone);
  let streakMilestone: number | null = null;
  let game = { bonusSpiceStones: 0 };
  if (firstTimeThisAttempt) {
    if (!inserted) await countPractice(userId, lessonId);
    await countHerbBadges(userId, lessonId, themed.herbBadges(correctAnswers), now);
    const advance = await recordStreakDay(userId, lessonId, today, now);
    streak = advance.streak;
    streakMilestone = advance.milestone;
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
    game = await afterLessonCompleted({
      userId,
      lessonId,
      day: today,
      xpEarned: award.xpAwarded,
      score,
      now,
    });
  }
  const newLevel = award.newLevel || levelFromXp(levelXp(await readProgression(userId)));
  return {
    ...outcome,
    passed: true,
    xpEarned: award.xpAwarded,
    leveledUp: award.leveledUp,
    newLevel,
    spiceStonesEarned: award.spiceStonesAwarded,
    levelUpSpiceStones: award.levelUpSpiceStones,
    bonusSpiceStones: game.bonusSpiceStones,
    themeBonus: award.xpAwarded > 0 ? themeBonusOf(row) : null,
    streak,
    streakMilestone,
    alreadyCompleted: !firstTimeThisAttempt || !inserted,
    ...(await currentHearts(userId, now)),
  };
}

/**
 * An attempt below the pass mark: the attempt is closed (so the player offers a retry, which starts
 * a fresh attempt) but no completion is written, nothing is paid and no streak day is counted, so
 * the next lesson stays locked. Calling again returns the same outcome.
 */
async function failedAttempt(
  learner: Learner,
  lessonId: string,
  outcome: { passPercent: number; correctAnswers: number; totalQuestions: number; score: number },
  timeZone: string,
  now: Date,
): Promise<CompleteLessonResponse> {
  const { userId } = learner;
  await completeAttemptOnce(userId, lessonId, outcome.score);
  const progression = await readProgression(userId);
  const completed = await completedLessonIds(userId);
  return {
    ...outcome,
    passed: false,
    xpEarned: 0,
    leveledUp: false,
    newLevel: levelFromXp(levelXp(progression)),
    spiceStonesEarned: 0,
    levelUpSpiceStones: 0,
    streak: streakNow(progression, now, timeZone),
    streakMilestone: null,
    alreadyCompleted: completed.has(lessonId),
    ...(await currentHearts(userId, now)),
  };
}

/** GET /user/progress: the lessons the learner has completed. */
export async function userProgress(userId: string): Promise<ProgressEntry[]> {
  return (await completedLessonsInOrder(userId)).map((lessonId) => ({ lessonId, completed: true }));
}
