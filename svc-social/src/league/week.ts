const DAY_MS = 86_400_000;

/**
 * League weeks start on Sunday (as the weekly theme does) at 00:00 UTC: the server has no
 * learner time zone, and one global boundary keeps every member of a league in the same week.
 * The key is that Sunday's date, e.g. "2025-05-04".
 */
export function leagueWeekKey(now: Date = new Date()): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sunday = new Date(midnight - now.getUTCDay() * DAY_MS);
  return sunday.toISOString().slice(0, 10);
}
