import type { WeeklyXpEntry } from '@fff/contracts';
import {
  LEAGUES,
  leagueForXp,
  leagueWeekKey,
  rankStandings,
  themeOfWeek,
  weeklyScore,
  type League,
} from '@fff/domain';
import type { AuthContext, InternalClient, Logger } from '@fff/service-kit';
import {
  claimSeat,
  cohortEntries,
  findEntry,
  insertEntry,
  refreshEntries,
  releaseSeat,
  setSeat,
  type EntryRefresh,
  type EntryRow,
} from './repository';
import { lifetimeXp, weeklyXpOf } from './xp-source';

/** What the league use cases need from outside. */
export interface LeagueDeps {
  learning: InternalClient;
  identity: InternalClient;
  logger: Logger;
  now?: () => Date;
}

/** A cohort member with the standing computed from their freshest weekly XP. */
export type RankedEntry = EntryRow & { position: number };

/** The tier with this id (an unknown id, from older data, is the first tier). */
export const leagueById = (id: string): League => LEAGUES.find((l) => l.id === id) ?? LEAGUES[0];

const SEAT_WAIT_TRIES = 20;
const SEAT_WAIT_MS = 25;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The caller's seat this week: the one they have, or a new one in the first cohort of their tier
 * (by lifetime XP now) with room. The tier and the cohort then stay theirs until the week closes.
 * The week is recorded first (unique per learner and week), so of two first requests at once only
 * one claims a seat and the other waits for it; a seat claimed twice anyway is given back.
 */
export async function seatThisWeek(auth: AuthContext, deps: LeagueDeps): Promise<EntryRow> {
  const now = deps.now?.() ?? new Date();
  const week = leagueWeekKey(now);
  let entry = await findEntry(auth.userId, week);
  if (entry?.cohortId) return entry;
  if (!entry) {
    const totals = await lifetimeXp(auth.userId, week, deps);
    const fresh: EntryRow = {
      userId: auth.userId,
      week,
      leagueId: leagueForXp(totals.xp).id,
      cohortId: '',
      seat: 0,
      username: auth.username,
      ...totals,
      weekly: { prepXp: 0, flavorXp: 0, scienceXp: 0 },
      score: 0,
      scoreAt: now,
    };
    if (await insertEntry(fresh)) entry = fresh;
    else {
      // A concurrent first request recorded the week: it is seating the learner.
      for (let i = 0; i < SEAT_WAIT_TRIES; i++) {
        entry = await findEntry(auth.userId, week);
        if (entry?.cohortId) return entry;
        await pause(SEAT_WAIT_MS);
      }
    }
  }
  if (!entry) throw new Error(`league entry of ${auth.userId} vanished`);
  // Seat the recorded learner (also repairs a week recorded by a request that crashed before seating).
  const { cohortId, seat } = await claimSeat(week, entry.leagueId);
  if (await setSeat(auth.userId, week, cohortId, seat)) return { ...entry, cohortId, seat };
  await releaseSeat(cohortId);
  const seated = await findEntry(auth.userId, week);
  if (!seated?.cohortId) throw new Error(`league entry of ${auth.userId} has no seat`);
  return seated;
}

/** An entry updated with fresh XP; the score's time moves only when the score changes. */
export function withFreshXp(entry: EntryRow, fresh: WeeklyXpEntry | undefined, now: Date): EntryRow {
  if (!fresh) return entry;
  const score = weeklyScore(fresh.weekly, themeOfWeek(entry.week));
  return {
    ...entry,
    xp: fresh.xp,
    prepXp: fresh.prepXp,
    flavorXp: fresh.flavorXp,
    scienceXp: fresh.scienceXp,
    weekly: fresh.weekly,
    score,
    scoreAt: score === entry.score ? entry.scoreAt : now,
  };
}

const changed = (a: EntryRow, b: EntryRow) =>
  a.score !== b.score ||
  a.xp !== b.xp ||
  a.weekly.prepXp !== b.weekly.prepXp ||
  a.weekly.flavorXp !== b.weekly.flavorXp ||
  a.weekly.scienceXp !== b.weekly.scienceXp;

/**
 * The cohort's standings now: its ≤30 members, their weekly XP from one svc-learning call (stored
 * values when it cannot answer), scored with the week's theme and ranked. Fresher numbers are stored.
 * The cost is bounded by the cohort, whatever the number of learners in the tier.
 */
export async function cohortStandings(
  entry: EntryRow,
  deps: LeagueDeps,
  members?: EntryRow[],
): Promise<RankedEntry[]> {
  const now = deps.now?.() ?? new Date();
  members ??= await cohortEntries(entry.cohortId);
  const live = await weeklyXpOf(
    members.map((m) => m.userId),
    entry.week,
    deps,
  );
  const updates: EntryRefresh[] = [];
  const rows = members.map((member) => {
    const fresh = withFreshXp(member, live.get(member.userId), now);
    if (changed(member, fresh)) {
      const { userId, week, weekly, score, scoreAt, xp, prepXp, flavorXp, scienceXp } = fresh;
      updates.push({ userId, week, weekly, score, scoreAt, xp, prepXp, flavorXp, scienceXp });
    }
    return fresh;
  });
  await refreshEntries(updates);
  return rankStandings(rows);
}

// Where each learner sits this week, as this process last saw it (a seat never moves within a week):
// a league read then goes straight to the cohort, whose members include the learner. The memory is
// only a hint: when the learner is not among the cohort's members (their week was reset, another
// replica seated them anew) the read takes the full path and remembers the seat it finds.
const seats = new Map<string, string>();
const SEATS_MAX = 50_000;
const seatKey = (userId: string, week: string) => `${week}:${userId}`;

/** The caller's seat this week and their cohort's standings now (league screen and rankings). */
export async function myCohortStandings(
  auth: AuthContext,
  deps: LeagueDeps,
): Promise<{ entry: EntryRow; standings: RankedEntry[] }> {
  const week = leagueWeekKey(deps.now?.() ?? new Date());
  const key = seatKey(auth.userId, week);
  const remembered = seats.get(key);
  if (remembered) {
    const members = await cohortEntries(remembered);
    const entry = members.find((m) => m.userId === auth.userId && m.week === week);
    if (entry) return { entry, standings: await cohortStandings(entry, deps, members) };
    seats.delete(key);
  }
  const entry = await seatThisWeek(auth, deps);
  if (seats.size >= SEATS_MAX) seats.clear();
  seats.set(seatKey(auth.userId, entry.week), entry.cohortId);
  return { entry, standings: await cohortStandings(entry, deps) };
}
