import { leagueWeekKey, themeOfWeek, weekEndsAt, type WeeklyTheme } from '@fff/domain';

/**
 * What a league week is, worked out once per week instead of on every read: every league read asks
 * for the current week's key and theme and each cohort member's score needs the theme, and deriving
 * them parses and formats dates (`@fff/domain`'s league-week.ts). These are pure functions of the
 * week (or of the instant, for the key), so remembering them can never show anything out of date.
 */
export interface WeekFacts {
  week: string;
  theme: WeeklyTheme;
  /** When the week ends, as the API sends it. */
  endsAtIso: string;
  /** First instant of the week (ms). */
  startsAt: number;
  /** First instant of the next week (ms). */
  endsAt: number;
}

const DAY_MS = 86_400_000;
// A handful of weeks are ever read at once (this week, the weeks being closed, tests' clocks).
const known = new Map<string, WeekFacts>();
const KNOWN_MAX = 64;

/** The facts of the week `week` ('YYYY-MM-DD', its Sunday). */
export function factsOf(week: string): WeekFacts {
  let facts = known.get(week);
  if (!facts) {
    const end = weekEndsAt(week);
    facts = {
      week,
      theme: themeOfWeek(week),
      endsAtIso: end.toISOString(),
      startsAt: end.getTime() - 7 * DAY_MS,
      endsAt: end.getTime(),
    };
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(week, facts);
  }
  return facts;
}

let current: WeekFacts | undefined;

/** The facts of the week containing `now` (leagueWeekKey's week). */
export function weekAt(now: Date): WeekFacts {
  const at = now.getTime();
  if (current && at >= current.startsAt && at < current.endsAt) return current;
  current = factsOf(leagueWeekKey(now));
  return current;
}
