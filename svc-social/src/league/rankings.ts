import type { LeagueRankingEntry } from '@fff/contracts';
import type { AuthContext } from '@fff/service-kit';
import { findEntries } from '../directory/repository';
import { friendIdsAmong } from '../friends/repository';
import { blockedPeers } from '../safety/repository';
import { myCohortStandings, type LeagueDeps } from './cohort';
import { fallbackName, publicNames, type PublicName } from './names';
import { withPrivacy } from './visibility';

/**
 * GET /api/league/rankings: the caller's cohort this week (at most 30 learners of their tier), by
 * weekly score with the theme's multiplier; ties go to whoever reached the score first. Names,
 * avatars, privacy and presence come from svc-social's directory, which svc-identity's events keep
 * current (a rename or a new avatar shows once its event is applied, normally within a second);
 * only members the directory does not know yet are asked of svc-identity, in one batch.
 */
export async function getLeagueRankings(
  auth: AuthContext,
  limit: number,
  deps: LeagueDeps,
): Promise<LeagueRankingEntry[]> {
  const standings = (await myCohortStandings(auth, deps)).standings.slice(0, limit);
  const ids = standings.map((r) => r.userId);
  const [people, friends, blocked] = await Promise.all([
    findEntries(ids),
    friendIdsAmong(
      auth.userId,
      ids.filter((id) => id !== auth.userId),
    ),
    blockedPeers(auth.userId),
  ]);
  const asked = await publicNames(
    ids.filter((id) => !people.has(id)),
    deps,
  );
  const nameOf = (id: string): PublicName | undefined => people.get(id) ?? asked.get(id);
  const entries = standings.map((row) => {
    const name = nameOf(row.userId);
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
  return withPrivacy(auth.userId, entries, people, friends, deps.now?.() ?? new Date(), new Set(blocked));
}
