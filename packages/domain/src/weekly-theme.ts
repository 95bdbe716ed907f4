// Weekly theme rotation (spec part 2 §3, §4): the theme changes every Sunday at local midnight,
// rotating by the number of whole weeks since a fixed reference Sunday.

/** One weekly theme. */
export interface WeeklyTheme {
  id: string;
  name: string;
  /**
   * What the banner says about the week. The spec's multipliers ("Science XP +2x", "visual
   * challenges +3x" …) are not paid by any service, so the banner states the week's focus and that
   * it carries no bonus (issue 18: rewards shown are rewards paid). See README.md, "Rewards".
   */
  bonus: string;
}

const NO_BONUS = 'Themed weeks are for fun: XP and Spice Stones stay the same.';

/** The 5 weekly themes in rotation order. */
export const WEEKLY_THEMES: readonly WeeklyTheme[] = Object.freeze([
  {
    id: 'fiber-frenzy',
    name: 'Fiber Frenzy Week',
    bonus: `Cook with whole grains, beans and vegetables. ${NO_BONUS}`,
  },
  {
    id: 'eggs-travaganza',
    name: 'Eggs-travaganza',
    bonus: `Boil, poach and scramble your way through the week. ${NO_BONUS}`,
  },
  { id: 'herb-wars', name: 'Herb Wars', bonus: `Put fresh herbs in everything you cook. ${NO_BONUS}` },
  { id: 'spice-master', name: 'Spice Master Week', bonus: `Toast, grind and bloom your spices. ${NO_BONUS}` },
  {
    id: 'perfect-plating',
    name: 'Perfect Plating',
    bonus: `Make every plate look as good as it tastes. ${NO_BONUS}`,
  },
]);

/**
 * Reference Sunday on which the rotation starts with theme 1 (Fiber Frenzy Week).
 * Chosen as Sunday 5 January 2025, local midnight; any Sunday works, this one is the first of 2025.
 */
export const THEME_REFERENCE_DATE = new Date(2025, 0, 5);

/** Countdown refresh interval of the theme banner (spec: every 60 s). */
export const THEME_COUNTDOWN_REFRESH_MS = 60_000;

const DAY_MS = 86_400_000;

/** Local midnight of the Sunday starting the week containing `date`. */
export function startOfLocalWeek(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - date.getDay());
}

/** Whole local-calendar days between two local midnights (immune to DST hour shifts). */
function calendarDaysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const b = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((b - a) / DAY_MS);
}

/** Number of week boundaries (Sunday local midnights) between the reference and `date`. */
export function weeksSinceReference(date: Date, referenceDate: Date = THEME_REFERENCE_DATE): number {
  const days = calendarDaysBetween(startOfLocalWeek(referenceDate), startOfLocalWeek(date));
  return Math.floor(days / 7);
}

/** The theme in force at `date` (local time). */
export function weeklyThemeAt(date: Date, referenceDate: Date = THEME_REFERENCE_DATE): WeeklyTheme {
  const weeks = weeksSinceReference(date, referenceDate);
  const n = WEEKLY_THEMES.length;
  return WEEKLY_THEMES[((weeks % n) + n) % n];
}

/** The next Sunday local midnight strictly after `now`. */
export function nextThemeChange(now: Date): Date {
  const start = startOfLocalWeek(now);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7);
}

/** Milliseconds until the next theme change (never negative). */
export function msUntilNextTheme(now: Date): number {
  return Math.max(0, nextThemeChange(now).getTime() - now.getTime());
}

/** Countdown text such as '2d 5h 3m', '5h 3m', '3m', or 'Theme changing...' at zero. */
export function formatCountdown(ms: number): string {
  if (!(ms > 0)) return 'Theme changing...';
  const totalMinutes = Math.floor(ms / 60_000);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}
