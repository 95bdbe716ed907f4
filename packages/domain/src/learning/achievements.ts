// Achievements (issue 38; the Spice Stones dialog's "+10 to 100 per achievement"): unlocked once each
// from what svc-learning counts, each paying its reward once through the wallet. Friend, crew and
// league podium facts are svc-social's: it tells svc-learning (POST /internal/achievements/social,
// once per operation id) and svc-learning counts them.

/** What an achievement counts. */
export type AchievementMetric =
  'lessons' | 'perfect' | 'streak' | 'level' | 'chests' | 'purchases' | 'friends' | 'crews' | 'podiums';

/** The social facts svc-social reports, each counted into the metric of the same name. */
export const SOCIAL_FACTS = ['friends', 'crews', 'podiums'] as const;
export type SocialFact = (typeof SOCIAL_FACTS)[number];

/** One achievement. */
export interface AchievementDef {
  id: string;
  name: string;
  description: string;
  metric: AchievementMetric;
  threshold: number;
  /** Spice Stones paid once when it unlocks (10 to 100). */
  reward: number;
}

const def = (
  id: string,
  name: string,
  description: string,
  metric: AchievementMetric,
  threshold: number,
  reward: number,
): AchievementDef => ({ id, name, description, metric, threshold, reward });

/** Every achievement, in the order the Awards card lists them. */
export const ACHIEVEMENTS: readonly AchievementDef[] = Object.freeze([
  def('first-lesson', 'First Bite', 'Complete your first lesson.', 'lessons', 1, 10),
  def('lessons-10', 'Line Cook', 'Complete 10 lessons.', 'lessons', 10, 25),
  def('lessons-25', 'Sous Chef', 'Complete 25 lessons.', 'lessons', 25, 50),
  def('lessons-50', 'Head Chef', 'Complete 50 lessons.', 'lessons', 50, 100),
  def('first-perfect', 'Flawless Plate', 'Score 100% in a quiz.', 'perfect', 1, 10),
  def('perfect-10', 'Perfectionist', 'Score 100% in 10 quizzes.', 'perfect', 10, 50),
  def('streak-3', 'Warming Up', 'Reach a 3-day streak.', 'streak', 3, 10),
  def('streak-7', 'On Fire', 'Reach a 7-day streak.', 'streak', 7, 25),
  def('streak-30', 'Slow Cooker', 'Reach a 30-day streak.', 'streak', 30, 50),
  def('streak-100', 'Eternal Flame', 'Reach a 100-day streak.', 'streak', 100, 100),
  def('level-5', 'Apprentice', 'Reach Cooking Level 5.', 'level', 5, 20),
  def('level-10', 'Journeyman', 'Reach Cooking Level 10.', 'level', 10, 40),
  def('level-25', 'Master of Flavour', 'Reach Cooking Level 25.', 'level', 25, 100),
  def(
    'first-chest',
    'Treasure Hunter',
    'Finish all daily quests of a day and open the chest.',
    'chests',
    1,
    15,
  ),
  def('chests-7', 'Quest Champion', 'Open 7 daily quest chests.', 'chests', 7, 50),
  def('first-purchase', 'Window Shopper', 'Buy something in the Shop.', 'purchases', 1, 10),
  def('first-friend', 'Good Company', 'Make your first friend.', 'friends', 1, 15),
  def('first-crew', 'Crew Call', 'Create or join a Kitchen Crew.', 'crews', 1, 15),
  def(
    'league-podium',
    'Podium Plating',
    'Finish a league week in the top 3 of your group.',
    'podiums',
    1,
    50,
  ),
]);

/** The Recent Activity line when a friendship starts. */
export function friendAddedText(friendName: string): string {
  return `Became friends with ${friendName}`;
}

/** Smallest and largest achievement reward, as the Spice Stones dialog states them. */
export const ACHIEVEMENT_REWARD_RANGE = Object.freeze({
  min: Math.min(...ACHIEVEMENTS.map((a) => a.reward)),
  max: Math.max(...ACHIEVEMENTS.map((a) => a.reward)),
});

/** What svc-learning counts for achievements. */
export type AchievementStats = Record<AchievementMetric, number>;

/** The achievements these stats reach. */
export function achievementsReached(stats: Partial<AchievementStats>): AchievementDef[] {
  return ACHIEVEMENTS.filter((a) => (stats[a.metric] ?? 0) >= a.threshold);
}

/** The achievement popup's content (the shell shows it; the reward is the one paid). */
export function achievementPopup(a: Pick<AchievementDef, 'name' | 'description' | 'reward'>): {
  name: string;
  description: string;
} {
  // A reward of 0 is an award earned again after a reset: it was paid once, so nothing is announced.
  const paid = a.reward > 0 ? ` +${a.reward} Spice Stones` : '';
  return { name: `Achievement: ${a.name}`, description: `${a.description}${paid}` };
}

/** The Spice Stones dialog's line for achievements. */
export const ACHIEVEMENTS_FACT = `+${ACHIEVEMENT_REWARD_RANGE.min} to ${ACHIEVEMENT_REWARD_RANGE.max} for each achievement`;
