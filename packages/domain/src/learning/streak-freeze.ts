// Streak Freezes (issue 38): bought in the Shop, at most MAX_STREAK_FREEZES equipped. Each one covers
// one whole missed day, used automatically: when the missed days since the last streak day are no more
// than the freezes held, they are all covered and the streak goes on; when they are more, nothing is
// used (the freezes could not save the streak) and the streak resets as before.
import { addDays, currentStreak, daysBetween, type StreakState } from './streak';

/** Most Streak Freezes a learner can hold (equip) at once. */
export const MAX_STREAK_FREEZES = 2;

/** The streak fields plus the freezes held. */
export interface FreezableStreak extends StreakState {
  streakFreezes: number;
}

/** The missed days (oldest first) that the learner's freezes cover before `today`; none when they cannot. */
export function daysFrozenBefore(state: FreezableStreak, today: string): string[] {
  if (!state.lastStreakDate || state.streak <= 0) return [];
  const missed = daysBetween(state.lastStreakDate, today) - 1;
  if (missed < 1 || missed > state.streakFreezes) return [];
  const last = state.lastStreakDate;
  return Array.from({ length: missed }, (_, i) => addDays(last, i + 1));
}

/**
 * The state once freezes have covered the missed days before `today`: the last streak day moves to
 * the last covered day (a frozen day keeps the streak, it does not lengthen it) and one freeze per day is spent.
 */
export function withFreezesUsed(
  state: FreezableStreak,
  today: string,
): { state: FreezableStreak; frozen: string[] } {
  const frozen = daysFrozenBefore(state, today);
  if (frozen.length === 0) return { state, frozen };
  return {
    state: {
      ...state,
      lastStreakDate: frozen[frozen.length - 1],
      streakFreezes: state.streakFreezes - frozen.length,
    },
    frozen,
  };
}

/** The streak as it stands on `today`, counting the days the freezes held cover. */
export function streakWithFreezes(state: FreezableStreak, today: string): number {
  return currentStreak(withFreezesUsed(state, today).state, today);
}
