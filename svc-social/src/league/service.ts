import { progressionSchema, type CurrentLeagueResponse } from '@fff/contracts';
import { leagueForXp } from '@fff/domain';
import { type AuthContext, DependencyError, type InternalClient, type Logger } from '@fff/service-kit';
import { lastKnownXp, rankInLeague, upsertMember } from './repository';
import { leagueWeekKey } from './week';

/** What the league use cases need from outside. */
export interface LeagueDeps {
  learning: InternalClient;
  logger: Logger;
  now?: () => Date;
}

const xpOnly = progressionSchema.pick({ xp: true });

/**
 * The learner's total XP from svc-learning; when it cannot answer, the last XP we saw (or 0),
 * so the league screen degrades instead of failing.
 */
async function currentXp(userId: string, { learning, logger }: LeagueDeps): Promise<number> {
  try {
    const body = await learning.get(`/internal/progression/${encodeURIComponent(userId)}`);
    const parsed = xpOnly.safeParse(body);
    if (parsed.success) return parsed.data.xp;
    logger.warn(
      { userId, issues: parsed.error.issues },
      'svc-learning answered an unexpected progression shape',
    );
  } catch (err) {
    if (!(err instanceof DependencyError)) throw err;
    logger.warn({ err: err.message, status: err.status }, 'svc-learning unavailable, using last known XP');
  }
  return (await lastKnownXp(userId)) ?? 0;
}

/** GET /api/league/current: the league matching the learner's XP and their rank in it this week. */
export async function getCurrentLeague(auth: AuthContext, deps: LeagueDeps): Promise<CurrentLeagueResponse> {
  const xp = await currentXp(auth.userId, deps);
  const league = leagueForXp(xp);
  const week = leagueWeekKey(deps.now?.() ?? new Date());
  await upsertMember({ userId: auth.userId, week, leagueId: league.id, username: auth.username, xp });
  const userPosition = await rankInLeague(week, league.id, xp);
  const { id, name, emoji, theme, color, minXP } = league;
  return { currentLeague: { id, name, emoji, theme, color, minXP }, userPosition };
}
