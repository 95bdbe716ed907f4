// Help texts of the info dialogs (hearts, Spice Stones, coins, streak), shared by the shell's
// status bar and the profile so each sentence of the spec lives once. Numbers come from the rules.
import {
  HEART_REGEN_MS,
  MAX_HEARTS,
  approxMinutesToNextHeart,
  minutesToNextHeart,
  nextHeartText,
} from '../learning/hearts';
import { REFERRAL_BONUS, SPICE_STONES_PER_LEVEL_UP, XP_PER_SPICE_STONE } from '../learning/rewards';
import { BASE_LEVEL_XP, LEVEL_GROWTH, MAX_LEVEL } from '../learning/leveling';
import { LEVEL_XP_RULE } from '../learning/level-xp';
import { COINS_TRUTH } from '../learning/shop';
import { DAILY_QUESTS_FACT } from '../learning/daily-quests';
import { ACHIEVEMENTS_FACT } from '../learning/achievements';
import { STREAK_WEEK_FACT } from '../learning/streak';
import { REFERRAL_LESSONS_REQUIRED } from '../social/referral';

/** Titles of the info dialogs, by dialog kind. */
export const INFO_DIALOG_TITLES = Object.freeze({
  hearts: 'Hearts',
  stones: 'Spice Stones',
  streak: 'Daily Streak',
  coins: 'Coins',
  leveling: 'Leveling System',
  prepXp: 'Prep XP',
  flavorXp: 'Flavour XP',
  scienceXp: 'Science XP',
});

/** The hearts dialog's rules: loss per wrong answer, regeneration, maximum. */
export const HEARTS_FACTS: readonly string[] = Object.freeze([
  'You lose 1 heart for each wrong answer.',
  `1 heart regenerates every ${HEART_REGEN_MS / 3_600_000} hour.`,
  `You can hold at most ${MAX_HEARTS} hearts.`,
]);

/** Lead-in of the Spice Stones dialog. */
export const SPICE_STONES_INTRO = 'How you get Spice Stones:';

/**
 * The ways to earn Spice Stones, as the info dialog lists them: only what svc-learning and the
 * referral programme really pay (the spec's per-level +50 is not paid, so it is not promised; see
 * packages/domain/README.md, "Rewards").
 */
export const SPICE_STONES_FACTS: readonly string[] = Object.freeze([
  `1 Spice Stone for every ${XP_PER_SPICE_STONE} XP you earn`,
  `+${SPICE_STONES_PER_LEVEL_UP} for each level up`,
  DAILY_QUESTS_FACT,
  ACHIEVEMENTS_FACT,
  STREAK_WEEK_FACT,
  `+${REFERRAL_BONUS} when a friend you invited has completed ${REFERRAL_LESSONS_REQUIRED} lessons (for both of you)`,
  'Gifts: friends can send you some of theirs',
]);

/** The coins dialog: coins are not sold (decision of issue 38: this product takes no real money). */
export const COINS_HELP = COINS_TRUTH;
/** Note under the coins help: nothing pays coins today, so the balance does not move. */
export const COINS_SHOP_NOTE = 'Nothing earns coins today, so your coin balance stays as it is.';

/** The streak rule as the dialogs say it. */
export const STREAK_RESET_TEXT = 'The streak resets after a missed day, unless a Streak Freeze covers it.';

/** '1 day' / 'N days'. */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The hearts dialog's status line from the server's `nextHeartAt` (else the minutes left in this hour). */
export function heartsStatusText(hearts: number, nextHeartAt: string | null, now: Date): string {
  const minutes = nextHeartAt
    ? minutesToNextHeart({ hearts: 0, nextHeartAt: new Date(nextHeartAt), fullAt: null }, now)
    : approxMinutesToNextHeart(now);
  return nextHeartText(hearts, minutes);
}

/** How the Cooking Level works, in one sentence for every dialog that explains it. */
export const LEVELING_EXPLAINED = `${LEVEL_XP_RULE} Levels go up to ${MAX_LEVEL}. Level 1 needs ${BASE_LEVEL_XP} XP and each later level needs ${Math.round((LEVEL_GROWTH - 1) * 100)}% more than the one before.`;
