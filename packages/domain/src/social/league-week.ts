// The weekly league competition (svc-social/README.md, "How the weekly league works"): cohorts, the weekly score and what a week pays.
import { startOfWeek, weeklyThemeAt, type WeeklyTheme } from './weekly-theme';

/** Most learners in one league cohort; a tier's learners are split into cohorts as they arrive. */
export const LEAGUE_COHORT_SIZE = 30;

/** Spice Stones paid at week close to the cohort's 1st, 2nd and 3rd. */
export const WEEKLY_PODIUM_REWARDS: readonly number[] = Object.freeze([50, 30, 20]);

/** The key of the league week containing `date`: its Sunday (UTC) as 'YYYY-MM-DD'. */
export function leagueWeekKey(date: Date = new Date()): string {
  return startOfWeek(date).toISOString().slice(0, 10);
}

/** The key of the week before `week`. */
export function previousWeekKey(week: string): string {
  return leagueWeekKey(new Date(Date.parse(`${week}T00:00:00Z`) - 86_400_000));
}

/** The instant the week `week` ends (the next Sunday 00:00 UTC). */
export function weekEndsAt(week: string): Date {
  return new Date(Date.parse(`${week}T00:00:00Z`) + 7 * 86_400_000);
}

/** The theme of the week `week`. */
export function themeOfWeek(week: string): WeeklyTheme {
  return weeklyThemeAt(new Date(`${week}T00:00:00Z`));
}

/** XP earned in one week, by kind. */
export interface WeeklyXp {
  prepXp: number;
  flavorXp: number;
  scienceXp: number;
}

/**
 * The week's league score: the XP paid this week. The theme's multiplier is already in it (svc-learning
 * applies it once when it pays a lesson), so the score never multiplies again.
 */
export function weeklyScore(xp: WeeklyXp): number {
  return xp.prepXp + xp.flavorXp + xp.scienceXp;
}

/** Spice Stones a final position pays; nothing beyond the podium or without any XP this week. */
export function podiumReward(position: number, score: number): number {
  if (score <= 0) return 0;
  return WEEKLY_PODIUM_REWARDS[position - 1] ?? 0;
}

/** One learner's standing input: score, and when they reached it and arrived (for ties). */
export interface Standing {
  userId: string;
  score: number;
  /** When the learner reached this score (earlier wins a tie). */
  scoreAt: number | Date;
  /** Arrival order in the cohort (earlier wins a remaining tie). */
  seat: number;
}

/**
 * Standings by score, ties to whoever got there first; positions are 1..n with no sharing.
 * (Object.assign, not `{ ...row }`: the services' build compiles spread to a per-key helper, and
 * ranking a 30-seat cohort that way cost ~60 µs of every GET /api/league/current, ~12 µs this way.)
 */
export function rankStandings<T extends Standing>(rows: readonly T[]): Array<T & { position: number }> {
  return [...rows]
    .sort(
      (a, b) =>
        b.score - a.score || +a.scoreAt - +b.scoreAt || a.seat - b.seat || a.userId.localeCompare(b.userId),
    )
    .map((row, index) => Object.assign({}, row, { position: index + 1 }));
}
