// XP and Spice Stone rewards (spec part 1 §9, part 2 §9).

/** Quiz score (percent) at or above which a lesson earns the higher XP. */
export const HIGH_SCORE_THRESHOLD = 80;
/** Prep XP for a completed lesson with a high score (also the help text's "15 XP per lesson"). */
export const LESSON_XP_HIGH = 15;
/** Prep XP for a completed lesson below the threshold. */
export const LESSON_XP_LOW = 10;
/** Default score sent when completing a lesson. */
export const DEFAULT_LESSON_SCORE = 100;
/** Flavour XP per recipe (coming soon). */
export const RECIPE_FLAVOR_XP = 10;
/** Science XP per science lesson (coming soon). */
export const SCIENCE_LESSON_XP = 20;
/** XP awarded per click on the developer XP test page. */
export const TEST_XP_AWARD = 15;
/** XP per Spice Stone earned (1 stone per 5 XP, floored). */
export const XP_PER_SPICE_STONE = 5;
/**
 * Spice Stones per level up. The help text says 10 per level up; the level-up display shows
 * +(floor(level/5)+1). The server grants this constant (10); the display formula is kept for the UI.
 */
export const SPICE_STONES_PER_LEVEL_UP = 10;
/** Referral bonus in Spice Stones, for referrer and new user, after email verification. */
export const REFERRAL_BONUS = 250;
/** Info-dialog figures (descriptive only). */
export const SPICE_STONE_INFO = Object.freeze({
  perLevel: 50,
  perDailyChallenge: 25,
  perAchievementMin: 10,
  perAchievementMax: 100,
  perStreakWeek: 5,
});

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

/** Prep XP for a completed lesson with `score` percent. */
export function lessonXp(score: number = DEFAULT_LESSON_SCORE): number {
  return score >= HIGH_SCORE_THRESHOLD ? LESSON_XP_HIGH : LESSON_XP_LOW;
}

/** Spice Stones earned for `xp` XP: 1 per 5, floored. */
export function spiceStonesForXp(xp: number): number {
  return Math.max(0, Math.floor(xp / XP_PER_SPICE_STONE));
}

/** Stones earned when XP grows from `before` to `after` (counts only newly completed fives). */
export function spiceStonesForXpGain(before: number, after: number): number {
  return Math.max(0, spiceStonesForXp(after) - spiceStonesForXp(before));
}

/** Level-up stones shown in the level-up display: +(floor(level/5)+1). */
export function levelUpStonesDisplay(level: number): number {
  return Math.floor(level / 5) + 1;
}

/** Score percent from correct answers (100 when there were no questions). */
export function quizScore(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : DEFAULT_LESSON_SCORE;
}

/** The achievement popup's content for reaching `level` (one text for every app that shows it). */
export function levelUpAchievement(level: number): { name: string; description: string } {
  return {
    name: 'Level Up!',
    description: `You reached Cooking Level ${level}! +${levelUpStonesDisplay(level)} Spice Stones`,
  };
}
