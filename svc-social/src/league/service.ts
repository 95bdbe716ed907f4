import type { CurrentLeagueResponse } from '@fff/contracts';
import { leagueForXp, type League } from '@fff/domain';
import type { AuthContext, InternalClient, Logger } from '@fff/service-kit';
import { rankInLeague, upsertMember, type XpTotals } from './repository';
import { leagueWeekKey } from './week';
import { ownXp } from './xp-source';

/** What the league use cases need from outside. */
export interface LeagueDeps {
  learning: InternalClient;
  identity: InternalClient;
  logger: Logger;
  now?: () => Date;
}

/** The caller's week, XP and league, after recording them as a member of that league this week. */
export async function joinThisWeek(
  auth: AuthContext,
  deps: LeagueDeps,
): Promise<{ week: string; totals: XpTotals; league: League }> {
  const totals = await ownXp(auth.userId, deps);
  const league = leagueForXp(totals.xp);
  const week = leagueWeekKey(deps.now?.() ?? new Date());
  await upsertMember({ userId: auth.userId, week, leagueId: league.id, username: auth.username, ...totals });
  return { week, totals, league };
}

/** GET /api/league/current: the league matching the learner's XP and their rank in it this week. */
export async function getCurrentLeague(auth: AuthContext, deps: LeagueDeps): Promise<CurrentLeagueResponse> {
  const { week, totals, league } = await joinThisWeek(auth, deps);
  const userPosition = await rankInLeague(week, league.id, totals.xp);
  const { id, name, emoji, theme, color, minXP } = league;
  return { currentLeague: { id, name, emoji, theme, color, minXP }, userPosition };
}
