// A new learner's progression (spec part 1 §9): level 1 with nothing earned and full hearts.
import { MAX_HEARTS } from './hearts';

/** Stored progression of someone who has not earned anything yet. */
export const NEW_LEARNER = Object.freeze({
  xp: 0,
  prepXp: 0,
  flavorXp: 0,
  scienceXp: 0,
  level: 1,
  prestige: 0,
  hearts: MAX_HEARTS,
  coins: 0,
  spiceStones: 0,
  streak: 0,
  longestStreak: 0,
  lastStreakDate: null as string | null,
});
