// The Game Mechanics Guide of Help & Support: one line per rule, numbers from the rules themselves.
import { MAX_HEARTS, HEART_REGEN_MS } from '../learning/hearts';
import { LESSON_PASS_PERCENT } from '../learning/lesson-outcome';
import { MAX_LEVEL } from '../learning/leveling';
import { LEVEL_XP_RULE } from '../learning/level-xp';
import {
  HIGH_SCORE_THRESHOLD,
  LESSON_XP_HIGH,
  LESSON_XP_LOW,
  SPICE_STONES_PER_LEVEL_UP,
  XP_PER_SPICE_STONE,
} from '../learning/rewards';
import { LEAGUES } from '../social/leagues';

/** One entry of the guide. */
export interface GuideEntry {
  icon: string;
  title: string;
  text: string;
}

/** The guide's entries. */
export const GAME_MECHANICS_GUIDE: readonly GuideEntry[] = Object.freeze([
  {
    icon: '❤️',
    title: 'Hearts',
    text: `Max ${MAX_HEARTS}. Lose 1 per wrong answer; 1 regenerates every ${HEART_REGEN_MS / 3_600_000} hour.`,
  },
  {
    icon: '⭐',
    title: 'XP',
    text: `${LESSON_XP_HIGH} XP per lesson at ${HIGH_SCORE_THRESHOLD}% or more, ${LESSON_XP_LOW} from ${LESSON_PASS_PERCENT}%, none below (not passed yet).`,
  },
  {
    icon: '📈',
    title: 'Levels',
    text: `Levels 1 to ${MAX_LEVEL}. ${LEVEL_XP_RULE} Prestige at ${MAX_LEVEL}.`,
  },
  {
    icon: '🔥',
    title: 'Streaks',
    text: 'One lesson a day keeps it growing; it resets after a missed day unless a Streak Freeze covers it.',
  },
  {
    icon: '💎',
    title: 'Spice Stones',
    text: `1 per ${XP_PER_SPICE_STONE} XP, plus ${SPICE_STONES_PER_LEVEL_UP} per level up.`,
  },
  { icon: '🪙', title: 'Coins', text: 'Not sold: no real money here. The Shop takes Spice Stones.' },
  {
    icon: '🏆',
    title: 'Leagues',
    text: `${LEAGUES.length} leagues by total XP, with a new theme every week.`,
  },
]);
