import type { LeagueRankingEntry } from '@fff/contracts';
import type { AuthContext } from '@fff/service-kit';
import { cohortStandings, seatThisWeek, type LeagueDeps } from './cohort';
import { fallbackName, publicNames } from './names';
import { withPrivacy } from './visibility';

/**
 * GET /api/league/rankings: the caller's cohort this week (at most 30 learners of their tier), by
 * weekly score with the theme's multiplier; ties go to whoever reached the score first. Names come
 * from svc-identity in one batch; privacy and presence from the directory (visibility.ts).
 */
export async function getLeagueRankings(
  auth: AuthContext,
  limit: number,
  deps: LeagueDeps,
): Promise<LeagueRankingEntry[]> {
  const entry = await seatThisWeek(auth, deps);
  const standings = (await cohortStandings(entry, deps)).slice(0, limit);
  const names = await publicNames(
    standings.map((r) => r.userId),
    deps,
  );
  const entries = standings.map((row) => {
    const name = names.get(row.userId);
    return {
      id: row.userId,
      username: name?.username || row.username || fallbackName(row.userId),
      avatarUrl: name?.avatarUrl ?? null,
      prepXp: row.prepXp,
      flavorXp: row.flavorXp,
      scienceXp: row.scienceXp,
      xp: row.xp,
      weeklyXp: row.weekly,
      weeklyScore: row.score,
      position: row.position,
      isOnline: false,
      isCurrentUser: row.userId === auth.userId,
    };
  });
  return withPrivacy(auth.userId, entries, deps.now?.() ?? new Date());
}
