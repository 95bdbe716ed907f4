// Weekly theme rotation (spec part 2 §3, §4). The theme changes every Sunday at midnight, rotating by
// the number of whole weeks since a fixed reference Sunday. The theme and the league week (league-week.ts)
// share one boundary: Sunday 00:00 UTC, because a league cohort mixes learners of every time zone
// and its week, its theme and its payout must start and end at the same instant for all of them.

/** The XP kinds a theme can multiply in the weekly league score. */
export type ThemedXpKind = 'prep' | 'flavor' | 'science';

/** One weekly theme. */
export interface WeeklyTheme {
  id: string;
  name: string;
  /** The spec's bonus label, e.g. 'Science XP +2x'. */
  bonusLabel: string;
  /** What the banner says about the week (and whether the league score multiplies anything). */
  bonus: string;
  /** The XP kind whose weekly XP counts `factor` times in the league score, or null. */
  multiplier: { kind: ThemedXpKind; factor: number } | null;
}

// Eggs-travaganza, Herb Wars and Perfect Plating reward things no service measures (egg modules,
// herb badges, visual challenges); their weeks score plain XP and the banner says so.
const PLAIN = 'This week the league score counts every kind of XP once.';

/** The 5 weekly themes in rotation order. */
export const WEEKLY_THEMES: readonly WeeklyTheme[] = Object.freeze([
  {
    id: 'fiber-frenzy',
    name: 'Fiber Frenzy Week',
    bonusLabel: 'Science XP +2x',
    bonus: 'Science XP counts double in this week’s league score.',
    multiplier: { kind: 'science', factor: 2 },
  },
  {
    id: 'eggs-travaganza',
    name: 'Eggs-travaganza',
    bonusLabel: 'egg modules XP +2x',
    bonus: `Boil, poach and scramble your way through the week. ${PLAIN}`,
    multiplier: null,
  },
  {
    id: 'herb-wars',
    name: 'Herb Wars',
    bonusLabel: 'herb use badge count',
    bonus: `Put fresh herbs in everything you cook. ${PLAIN}`,
    multiplier: null,
  },
  {
    id: 'spice-master',
    name: 'Spice Master Week',
    bonusLabel: 'Flavor XP +2x',
    bonus: 'Flavor XP counts double in this week’s league score.',
    multiplier: { kind: 'flavor', factor: 2 },
  },
  {
    id: 'perfect-plating',
    name: 'Perfect Plating',
    bonusLabel: 'visual challenges +3x',
    bonus: `Make every plate look as good as it tastes. ${PLAIN}`,
    multiplier: null,
  },
]);

/** Reference Sunday (00:00 UTC) on which the rotation starts with theme 1 (Fiber Frenzy Week). */
export const THEME_REFERENCE_DATE = new Date(Date.UTC(2025, 0, 5));

/** Countdown refresh interval of the theme banner (spec: every 60 s). */
export const THEME_COUNTDOWN_REFRESH_MS = 60_000;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Sunday 00:00 UTC starting the week that contains `date`. */
export function startOfWeek(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new Date(midnight - date.getUTCDay() * DAY_MS);
}

/** Number of week boundaries between the reference and `date` (negative before it). */
function weeksSinceReference(date: Date, referenceDate: Date = THEME_REFERENCE_DATE): number {
  return Math.round((startOfWeek(date).getTime() - startOfWeek(referenceDate).getTime()) / WEEK_MS);
}

/** The theme in force at `date`. */
export function weeklyThemeAt(date: Date, referenceDate: Date = THEME_REFERENCE_DATE): WeeklyTheme {
  const weeks = weeksSinceReference(date, referenceDate);
  const n = WEEKLY_THEMES.length;
  return WEEKLY_THEMES[((weeks % n) + n) % n];
}

/** The next week (and theme) boundary strictly after `now`. */
export function nextThemeChange(now: Date): Date {
  return new Date(startOfWeek(now).getTime() + WEEK_MS);
}

/** Milliseconds until the next theme change (never negative). */
export function msUntilNextTheme(now: Date): number {
  return Math.max(0, nextThemeChange(now).getTime() - now.getTime());
}

/**
 * Countdown text such as '2d 5h 3m', '5h 3m', '3m', or 'Theme changing...' at zero. The countdown
 * counts whole minutes, so it reaches zero for the last minute: that minute reads 'Theme changing...',
 * not '0m' (recomputed every 60 s, the banner would rarely see the exact instant).
 */
export function formatCountdown(ms: number): string {
  const totalMinutes = Math.floor(ms / 60_000);
  if (!(totalMinutes > 0)) return 'Theme changing...';
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}
