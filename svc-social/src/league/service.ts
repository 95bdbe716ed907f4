import type { CurrentLeagueResponse, LeagueWeekResult } from '@fff/contracts';
import { WEEKLY_PODIUM_REWARDS } from '@fff/domain';
import type { AuthContext } from '@fff/service-kit';
import { leagueById, myCohortStandings, type LeagueDeps } from './cohort';
import { findUnseenResult, takeResult, type ResultRow } from './results';
import { factsOf } from './week-facts';

export type { LeagueDeps } from './cohort';

const resultView = (r: ResultRow): LeagueWeekResult => ({
  week: r.week,
  leagueId: r.leagueId,
  leagueName: leagueById(r.leagueId).name,
  position: r.position,
  cohortSize: r.cohortSize,
  weeklyScore: r.score,
  reward: r.reward,
});

/**
 * GET /api/league/current: the caller's tier (kept for the week), their position in their cohort by
 * this week's themed score, the week's theme and end, and last week's result the first time it is read.
 */
export async function getCurrentLeague(auth: AuthContext, deps: LeagueDeps): Promise<CurrentLeagueResponse> {
  // The unseen-result read runs beside the standings; it is marked shown only once they succeeded.
  const now = deps.now?.() ?? new Date();
  const [{ entry, standings }, unseen] = await Promise.all([
    myCohortStandings(auth, deps),
    findUnseenResult(auth.userId, now),
  ]);
  const me = standings.find((r) => r.userId === auth.userId);
  if (!me) throw new Error(`${auth.userId} is missing from their cohort`);
  const { id, name, emoji, theme: leagueTheme, color, minXP } = leagueById(entry.leagueId);
  const { theme, endsAtIso } = factsOf(entry.week);
  const lastWeek = unseen ? await takeResult(auth.userId, unseen, deps.now?.() ?? new Date()) : null;
  return {
    currentLeague: { id, name, emoji, theme: leagueTheme, color, minXP },
    userPosition: me.position,
    week: entry.week,
    weekEndsAt: endsAtIso,
    theme,
    cohortSize: standings.length,
    weeklyXp: me.weekly,
    weeklyScore: me.score,
    podiumRewards: [...WEEKLY_PODIUM_REWARDS],
    lastWeekResult: lastWeek ? resultView(lastWeek) : null,
  };
}
