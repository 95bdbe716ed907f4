// Weekly theme rotation (spec part 2 §3, §4). The theme changes every Sunday at midnight, rotating by
// the number of whole weeks since a fixed reference Sunday. The theme and the league week (league-week.ts)
// share one boundary: Sunday 00:00 UTC, because a league cohort mixes learners of every time zone
// and its week, its theme and its payout must start and end at the same instant for all of them.

/**
 * The lessons a theme multiplies: by the XP kind they pay ('science', 'flavor'), by a content tag
 * of their module ('eggs'), or 'visual' (a lesson with at least one picture question).
 */
export type ThemeTarget = 'science' | 'flavor' | 'eggs' | 'visual';

/** Every ThemeTarget (for contracts). */
export const THEME_TARGETS = [
  'science',
  'flavor',
  'eggs',
  'visual',
] as const satisfies readonly ThemeTarget[];

/** What a theme counts as badges instead of multiplying: 'herbs' (herb lessons and herb answers). */
export type ThemeCounter = 'herbs';

/** One weekly theme. */
export interface WeeklyTheme {
  id: string;
  name: string;
  /** The spec's bonus label, e.g. 'Science XP +2x'. */
  bonusLabel: string;
  /** What the banner says the week does, exactly (what is multiplied or counted). */
  bonus: string;
  /**
   * The lessons whose XP is paid `factor` times while the theme runs, or null. svc-learning applies
   * it once, when the lesson's completion is paid; the league score sums the XP paid.
   */
  multiplier: { applies: ThemeTarget; factor: number } | null;
  /** What the week counts as badges on the league card, or null. */
  counts: ThemeCounter | null;
}

/** The tag a module (and its lessons) carries in content to be an egg or a herb lesson. */
export const THEME_TAGS = Object.freeze({ eggs: 'eggs', herbs: 'herbs' } as const);

const SCORE = 'Your league score counts the XP you are paid.';

/** The 5 weekly themes in rotation order. */
export const WEEKLY_THEMES: readonly WeeklyTheme[] = Object.freeze([
  {
    id: 'fiber-frenzy',
    name: 'Fiber Frenzy Week',
    bonusLabel: 'Science XP +2x',
    bonus: `Lessons that pay Science XP pay double XP this week. ${SCORE}`,
    multiplier: { applies: 'science', factor: 2 },
    counts: null,
  },
  {
    id: 'eggs-travaganza',
    name: 'Eggs-travaganza',
    bonusLabel: 'egg modules XP +2x',
    bonus: `Lessons of the egg modules pay double XP this week. ${SCORE}`,
    multiplier: { applies: 'eggs', factor: 2 },
    counts: null,
  },
  {
    id: 'herb-wars',
    name: 'Herb Wars',
    bonusLabel: 'herb use badge count',
    bonus:
      'XP is paid as usual. Each herb lesson you pass this week earns a herb badge, plus one per herb question answered right; your count shows on your league card.',
    multiplier: null,
    counts: 'herbs',
  },
  {
    id: 'spice-master',
    name: 'Spice Master Week',
    bonusLabel: 'Flavor XP +2x',
    bonus: `Lessons that pay Flavor XP pay double XP this week. ${SCORE}`,
    multiplier: { applies: 'flavor', factor: 2 },
    counts: null,
  },
  {
    id: 'perfect-plating',
    name: 'Perfect Plating',
    bonusLabel: 'visual challenges +3x',
    bonus: `Lessons with picture questions pay triple XP this week. ${SCORE}`,
    multiplier: { applies: 'visual', factor: 3 },
    counts: null,
  },
]);

/** The themes in rotation: Perfect Plating only while some lesson has a picture question. */
export function themesInRotation(hasPictureQuestions: boolean): readonly WeeklyTheme[] {
  return hasPictureQuestions
    ? WEEKLY_THEMES
    : WEEKLY_THEMES.filter((t) => t.multiplier?.applies !== 'visual');
}

/** The herb badge count line of the league card. */
export function herbBadgesText(count: number): string {
  return `Herb badges this week: ${count}`;
}

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
export function weeklyThemeAt(
  date: Date,
  referenceDate: Date = THEME_REFERENCE_DATE,
  rotation: readonly WeeklyTheme[] = WEEKLY_THEMES,
): WeeklyTheme {
  const weeks = weeksSinceReference(date, referenceDate);
  const n = rotation.length;
  return rotation[((weeks % n) + n) % n];
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

/** The lesson summary's line when the week's theme multiplied the lesson's XP. */
export function themeBonusText(themeName: string, factor: number): string {
  return `${themeName}: this lesson's XP ×${factor}`;
}
