// Hearts (spec part 1 §4, §9): maximum 5, one regenerates per hour, one lost per wrong answer.
// Regeneration is computed from the stored count and the time it was last anchored, so no
// background job is needed: the server stores { hearts, heartsUpdatedAt } and derives the rest.

/** Maximum hearts. */
export const MAX_HEARTS = 5;
/** Time to regenerate one heart. */
export const HEART_REGEN_MS = 60 * 60 * 1000;

/** Hearts at a moment, with when the next and the last missing heart arrive. */
export interface HeartsState {
  hearts: number;
  nextHeartAt: Date | null;
  fullAt: Date | null;
}

const toMs = (d: Date | number) => (typeof d === 'number' ? d : d.getTime());

/** Hearts at `now` given the stored count and the time it was anchored. */
export function heartsAt(stored: number, lastUpdate: Date | number, now: Date | number): HeartsState {
  const base = Math.max(0, Math.min(MAX_HEARTS, Math.floor(stored)));
  if (base >= MAX_HEARTS) return { hearts: MAX_HEARTS, nextHeartAt: null, fullAt: null };
  const start = toMs(lastUpdate);
  const elapsed = Math.max(0, toMs(now) - start);
  const gained = Math.floor(elapsed / HEART_REGEN_MS);
  const hearts = Math.min(MAX_HEARTS, base + gained);
  if (hearts >= MAX_HEARTS) return { hearts, nextHeartAt: null, fullAt: null };
  return {
    hearts,
    nextHeartAt: new Date(start + (gained + 1) * HEART_REGEN_MS),
    fullAt: new Date(start + (MAX_HEARTS - base) * HEART_REGEN_MS),
  };
}

/** New stored state { hearts, updatedAt } after settling regeneration up to `now`. */
export function settleHearts(
  stored: number,
  lastUpdate: Date | number,
  now: Date | number,
): { hearts: number; updatedAt: Date } {
  const state = heartsAt(stored, lastUpdate, now);
  if (!state.nextHeartAt) return { hearts: state.hearts, updatedAt: new Date(toMs(now)) };
  // Keep the partial hour already elapsed so the next heart still arrives on time.
  return { hearts: state.hearts, updatedAt: new Date(state.nextHeartAt.getTime() - HEART_REGEN_MS) };
}

/** Stored state after losing one heart at `now` (never below 0). */
export function loseHeart(
  stored: number,
  lastUpdate: Date | number,
  now: Date | number,
): { hearts: number; updatedAt: Date } {
  const settled = settleHearts(stored, lastUpdate, now);
  // When hearts were full the regeneration clock starts now.
  const updatedAt = settled.hearts >= MAX_HEARTS ? new Date(toMs(now)) : settled.updatedAt;
  return { hearts: Math.max(0, settled.hearts - 1), updatedAt };
}

/** Whole minutes (rounded up) until the next heart, 0 when full or due. */
export function minutesToNextHeart(state: HeartsState, now: Date | number): number {
  if (!state.nextHeartAt) return 0;
  return Math.max(0, Math.ceil((state.nextHeartAt.getTime() - toMs(now)) / 60_000));
}

/** Approximate next-heart minutes as the client shows it: minutes left in the current hour. */
export function approxMinutesToNextHeart(now: Date): number {
  return 60 - now.getMinutes();
}

/** Hours until hearts are full: the number of missing hearts. */
function hoursUntilFull(hearts: number): number {
  return Math.max(0, MAX_HEARTS - hearts);
}

/** Status line for the next heart: 'Hearts Full' or 'Next heart in N min'. */
export function nextHeartText(hearts: number, minutes: number): string {
  if (hearts >= MAX_HEARTS) return 'Hearts Full';
  return `Next heart in ${minutes} min`;
}

/** Status line for full refill: 'Hearts Full' or 'Full in N hour(s)'. */
export function fullHeartsText(hearts: number): string {
  const h = hoursUntilFull(hearts);
  if (h === 0) return 'Hearts Full';
  return `Full in ${h} ${h === 1 ? 'hour' : 'hours'}`;
}
