import { PROGRESSION_BATCH_MAX, type LeagueRankingEntry } from '@fff/contracts';
import { leagueForXp } from '@fff/domain';
import type { AuthContext } from '@fff/service-kit';
import { fallbackName, publicNames } from './names';
import { leagueMembers, refreshMembers, type MemberEntry, type XpTotals } from './repository';
import { joinThisWeek, type LeagueDeps } from './service';
import { withPrivacy } from './visibility';
import { xpBatch } from './xp-source';

type Row = XpTotals & { userId: string; storedName: string };

const sameXp = (a: XpTotals, b: XpTotals) =>
  a.xp === b.xp && a.prepXp === b.prepXp && a.flavorXp === b.flavorXp && a.scienceXp === b.scienceXp;

/** Highest XP first; equal XP by name then id, so the order is stable between calls. */
const byXp = (a: Row, b: Row) =>
  b.xp - a.xp || a.storedName.localeCompare(b.storedName) || a.userId.localeCompare(b.userId);

/**
 * GET /api/league/rankings: the top `limit` members of the caller's league this week, by live XP.
 * Members are whoever opened the league (or rankings) this week; their live XP comes from one
 * svc-learning batch, falling back to the XP stored at their last visit. Members whose live XP now
 * belongs to another league are moved there (stored) and left out. Positions are shared on equal XP,
 * as in /current. Privacy and presence come from the directory (visibility.ts).
 */
export async function getLeagueRankings(auth: AuthContext, limit: number, deps: LeagueDeps): Promise<LeagueRankingEntry[]> {
  const { week, totals, league } = await joinThisWeek(auth, deps);
  // One batch call at most: the caller plus the members with the most stored XP.
  const others = (await leagueMembers(week, league.id, PROGRESSION_BATCH_MAX))
    .filter((m) => m.userId !== auth.userId)
    .slice(0, PROGRESSION_BATCH_MAX - 1);
  const otherIds = others.map((m) => m.userId);
  const [live, names] = await Promise.all([xpBatch(otherIds, deps), publicNames([auth.userId, ...otherIds], deps)]);

  const rows: Row[] = [{ userId: auth.userId, storedName: auth.username, ...totals }];
  const changed: Array<XpTotals & { userId: string; leagueId: string }> = [];
  for (const member of others) {
    const fresh = live.get(member.userId);
    const xp: XpTotals = fresh ?? member;
    const leagueId = leagueForXp(xp.xp).id;
    if (fresh && (!sameXp(fresh, member) || leagueId !== member.leagueId)) changed.push({ userId: member.userId, leagueId, ...fresh });
    if (leagueId === league.id) rows.push(rowOf(member, xp));
  }
  await refreshMembers(week, changed);

  rows.sort(byXp);
  let position = 0;
  const entries = rows.slice(0, limit).map((row, index) => {
    // Competition ranking (1, 2, 2, 4): equal XP shares the first index of its run.
    if (index === 0 || row.xp !== rows[index - 1].xp) position = index + 1;
    const name = names.get(row.userId);
    return {
      id: row.userId,
      username: name?.username || row.storedName || fallbackName(row.userId),
      avatarUrl: name?.avatarUrl ?? null,
      prepXp: row.prepXp,
      flavorXp: row.flavorXp,
      scienceXp: row.scienceXp,
      xp: row.xp,
      position,
      isOnline: false,
      isCurrentUser: row.userId === auth.userId,
    };
  });
  return withPrivacy(auth.userId, entries, deps.now?.() ?? new Date());
}

const rowOf = (member: MemberEntry, xp: XpTotals): Row => ({
  userId: member.userId,
  storedName: member.username,
  xp: xp.xp,
  prepXp: xp.prepXp,
  flavorXp: xp.flavorXp,
  scienceXp: xp.scienceXp,
});
