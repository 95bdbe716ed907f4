import { heartsAt, loseHeart, minutesToNextHeart, type HeartsState } from '@fff/domain';
import { compareAndSet, readProgression, type ProgressionRow } from '../progression/repository';
import { AppError } from '@fff/service-kit';
import { tooManyChanges } from '../shared/errors';
import { isoOrNull } from '../shared/request';

/** Hearts as the API shows them. */
export interface HeartsView {
  hearts: number;
  nextHeartAt: string | null;
}

const stateOf = (row: ProgressionRow, now: Date): HeartsState =>
  heartsAt(row.hearts, row.heartsUpdatedAt ?? now, now);

const view = (state: HeartsState): HeartsView => ({
  hearts: state.hearts,
  nextHeartAt: isoOrNull(state.nextHeartAt),
});

/** The learner's hearts regenerated to `now`. */
export async function currentHearts(userId: string, now = new Date()): Promise<HeartsView> {
  return view(stateOf(await readProgression(userId), now));
}

/** 403 no_hearts with when the next heart arrives (whole minutes, rounded up) and `nextHeartAt` in the body. */
export function noHeartsError(state: HeartsView, now: Date): AppError {
  const minutes = minutesToNextHeart(
    {
      hearts: state.hearts,
      nextHeartAt: state.nextHeartAt ? new Date(state.nextHeartAt) : null,
      fullAt: null,
    },
    now,
  );
  return new AppError(
    'no_hearts',
    403,
    `You are out of hearts. Your next heart arrives in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { details: { nextHeartAt: state.nextHeartAt } },
  );
}

/** Throws 403 no_hearts when the learner has no heart left at `now`. */
export async function requireHeart(userId: string, now = new Date()): Promise<HeartsView> {
  const hearts = await currentHearts(userId, now);
  if (hearts.hearts <= 0) throw noHeartsError(hearts, now);
  return hearts;
}

/**
 * Take one heart, or throw 403 no_hearts when none is left. Optimistic concurrency: the write only
 * lands if the stored count and anchor are unchanged since read, so two wrong answers at once cost
 * two hearts, not one, and never more hearts than there are.
 */
export async function takeHeartOrRefuse(userId: string, now = new Date()): Promise<HeartsView> {
  for (let tries = 0; tries < 10; tries++) {
    const row = await readProgression(userId);
    const state = stateOf(row, now);
    if (state.hearts <= 0) throw noHeartsError(view(state), now);
    const next = loseHeart(row.hearts, row.heartsUpdatedAt ?? now, now);
    const ok = await compareAndSet(
      userId,
      { hearts: row.hearts, heartsUpdatedAt: row.heartsUpdatedAt },
      { hearts: next.hearts, heartsUpdatedAt: next.updatedAt },
    );
    if (ok) return view(heartsAt(next.hearts, next.updatedAt, now));
  }
  throw tooManyChanges();
}
