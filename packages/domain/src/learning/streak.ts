// Daily streak on the learner's own calendar day (spec part 1 §4; part 2: the streak resets
// after a missed day). Days are 'YYYY-MM-DD' strings in the learner's IANA time zone.

const DAY_MS = 86_400_000;

/** Streak fields stored on the user. */
export interface StreakState {
  streak: number;
  longestStreak: number;
  lastStreakDate: string | null;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs more than formatting with it); UTC for unknown zones. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let fmt = dayFormats.get(timeZone);
  if (fmt) return fmt;
  const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  try {
    fmt = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
  } catch {
    fmt = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
  }
  if (dayFormats.size < 1000) dayFormats.set(timeZone, fmt);
  return fmt;
}

/** Calendar day 'YYYY-MM-DD' of `date` in `timeZone` (falls back to UTC for unknown zones). */
export function localDay(date: Date, timeZone = 'UTC'): string {
  const fmt = dayFormat(timeZone);
  const parts = Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
};

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day `offset` days after `day`. */
export function addDays(day: string, offset: number): string {
  return new Date((dayNumber(day) + offset) * DAY_MS).toISOString().slice(0, 10);
}

/** Streak after activity on `today`: same day unchanged, next day +1, otherwise reset to 1. */
export function advanceStreak(state: StreakState, today: string): StreakState {
  const gap = state.lastStreakDate ? daysBetween(state.lastStreakDate, today) : null;
  if (gap !== null && gap <= 0 && state.streak > 0) return { ...state };
  const streak = gap === 1 ? state.streak + 1 : 1;
  return { streak, longestStreak: Math.max(state.longestStreak, streak), lastStreakDate: today };
}

/** The streak as it stands on `today`: 0 once a whole day has been missed. */
export function currentStreak(state: StreakState, today: string): number {
  if (!state.lastStreakDate) return 0;
  return daysBetween(state.lastStreakDate, today) <= 1 ? state.streak : 0;
}

/** A day counts if it falls within the last `streak` days counting back from today. */
export function isDayInStreak(day: string, today: string, streak: number): boolean {
  const back = daysBetween(day, today);
  return back >= 0 && back < streak;
}

/** The last `count` days ending with `today`, oldest first (the profile shows 30). */
export function lastDays(today: string, count = 30): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** Weeks (Sunday first) of a month for a calendar; cells outside the month are null. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array(first.getUTCDay()).fill(null);
  for (let d = 1; d <= daysInMonth; d++) {
    cells.push(`${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Month before/after { year, month } for the calendar arrows. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Streak lengths that are milestones: a streak_milestone activity and Chef Chilli's cheer. */
export const STREAK_MILESTONES: readonly number[] = Object.freeze([3, 7, 30, 100, 365]);

/** Days in a streak week (the Spice Stones dialog's "+5 per week of streak"). */
export const STREAK_WEEK_DAYS = 7;
/** Spice Stones paid for each full week of streak. */
export const STREAK_WEEK_REWARD = 5;

/** True when advancing the streak from `before` to `after` days completed a full week of streak. */
export function completesStreakWeek(before: number, after: number): boolean {
  return after > before && after % STREAK_WEEK_DAYS === 0;
}

/** The Spice Stones dialog's line for streak weeks. */
export const STREAK_WEEK_FACT = `+${STREAK_WEEK_REWARD} for each full week of streak (${STREAK_WEEK_DAYS} days in a row)`;
