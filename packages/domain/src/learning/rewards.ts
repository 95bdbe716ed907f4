// XP and Spice Stone rewards (spec part 1 §9, part 2 §9): the one rule set svc-learning pays and
// every dialog, popup and banner states. Decisions where the spec contradicts itself: packages/domain/README.md.
import { LESSON_PASS_PERCENT, lessonPassed } from './lesson-outcome';

/** Quiz score (percent) at or above which a lesson earns the higher XP. */
export const HIGH_SCORE_THRESHOLD = 80;
/** XP (of the lesson's kind) for a completed lesson with a high score (also the help text's "15 XP per lesson"). */
export const LESSON_XP_HIGH = 15;
/** XP (of the lesson's kind) for a completed lesson below the threshold. */
export const LESSON_XP_LOW = 10;
/** Default score sent when completing a lesson. */
const DEFAULT_LESSON_SCORE = 100;
/** Flavour XP per recipe (coming soon). */
export const RECIPE_FLAVOR_XP = 10;
/** Science XP per science lesson (coming soon). */
export const SCIENCE_LESSON_XP = 20;
/** XP awarded per click on the developer XP test page. */
export const TEST_XP_AWARD = 15;
/** XP per Spice Stone earned (1 stone per 5 XP, floored). */
export const XP_PER_SPICE_STONE = 5;
/**
 * Spice Stones per level reached (paid once per level and prestige cycle). Decision: the spec
 * names three level-up amounts (part 1 §9: "+(floor(level/5)+1)" in the display, "10 per level up"
 * in another place, "+50 per level" in the info dialog); svc-learning has always credited 10, so 10
 * is the rule and every popup and dialog states it (see packages/domain/README.md, "Rewards").
 */
export const SPICE_STONES_PER_LEVEL_UP = 10;
/** Referral bonus in Spice Stones, for referrer and new user, once the new user completed REFERRAL_LESSONS_REQUIRED lessons. */
export const REFERRAL_BONUS = 250;

/** Quiz skip (coming soon): question count, pass mark in percent, and duration text. */
export const QUIZ_SKIP = Object.freeze({ questions: 5, passPercent: 80, duration: '3-5 minutes' });

/** XP kinds a learner earns. */
export type XpType = 'prep' | 'flavor' | 'science';
/** Lesson xpType values (spec part 1, Lesson). */
export const LESSON_XP_TYPES = ['prep', 'knife', 'health', 'fire', 'science', 'flavor'] as const;
export type LessonXpType = (typeof LESSON_XP_TYPES)[number];

/** The XP kind a lesson's xpType feeds: prep, knife, health and fire lessons all pay Prep XP. */
export function xpKindOf(xpType: LessonXpType): XpType {
  if (xpType === 'flavor' || xpType === 'science') return xpType;
  return 'prep';
}

/**
 * XP for a completed lesson with `score` percent: 15 at 80 % or more, 10 from the pass mark (60 %),
 * 0 below it (a failed lesson pays nothing, see lesson-outcome.ts).
 */
export function lessonXp(score: number = DEFAULT_LESSON_SCORE): number {
  if (!lessonPassed(score)) return 0;
  return score >= HIGH_SCORE_THRESHOLD ? LESSON_XP_HIGH : LESSON_XP_LOW;
}

/**
 * The lesson XP rule in the learner's words, one line per quiz-score band, as lessonXp pays it: for
 * the Learn and Profile XP dialogs and Help's guide, so no text promises XP a failed quiz does not earn.
 */
export const LESSON_XP_BANDS: readonly string[] = Object.freeze([
  `A lesson with a quiz score of ${HIGH_SCORE_THRESHOLD}% or more: ${LESSON_XP_HIGH} XP.`,
  `A lesson with ${LESSON_PASS_PERCENT}% to ${HIGH_SCORE_THRESHOLD - 1}%: ${LESSON_XP_LOW} XP.`,
  `Below ${LESSON_PASS_PERCENT}% a lesson is not passed yet: no XP, and you can try again.`,
]);

/** Spice Stones earned for `xp` XP: 1 per 5, floored. */
export function spiceStonesForXp(xp: number): number {
  return Math.max(0, Math.floor(xp / XP_PER_SPICE_STONE));
}

/** Spice Stones credited for reaching `levels` new levels (10 each). */
export function levelUpSpiceStones(levels: number): number {
  return Math.max(0, Math.floor(levels)) * SPICE_STONES_PER_LEVEL_UP;
}

/** Score percent from correct answers (100 when there were no questions). */
export function quizScore(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : DEFAULT_LESSON_SCORE;
}

/**
 * The achievement popup's content for reaching `level` (one text for every app that shows it).
 * `spiceStones` is the figure the server credited for the level-up; nothing is promised when 0.
 */
export function levelUpAchievement(
  level: number,
  spiceStones: number,
): { name: string; description: string } {
  const stones = spiceStones > 0 ? ` +${spiceStones} Spice Stones` : '';
  return { name: 'Level Up!', description: `You reached Cooking Level ${level}!${stones}` };
}
