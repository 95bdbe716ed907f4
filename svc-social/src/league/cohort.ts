import type { WeeklyXpEntry } from '@fff/contracts';
import { LEAGUES, leagueForXp, rankStandings, weeklyScore, type League } from '@fff/domain';
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
import { accountDataOps } from '../account-data/model';
import { LeagueEntryModel } from './model';
import { weekAt } from './week-facts';
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
  const { week } = weekAt(now);
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
    if (await insertEntry(fresh)) {
      // Never a seat (with their username) for a learner whose data was erased (a racing request).
      await accountDataOps.refuseIfErased(auth.userId, () =>
        LeagueEntryModel.deleteOne({ userId: auth.userId, week }),
      );
      entry = fresh;
    } else {
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
  const score = weeklyScore(fresh.weekly);
  // Most reads see nobody's numbers move: the stored row then stands as it is (rows are never mutated).
  if (
    score === entry.score &&
    fresh.xp === entry.xp &&
    fresh.prepXp === entry.prepXp &&
    fresh.flavorXp === entry.flavorXp &&
    fresh.scienceXp === entry.scienceXp &&
    fresh.weekly.prepXp === entry.weekly.prepXp &&
    fresh.weekly.flavorXp === entry.weekly.flavorXp &&
    fresh.weekly.scienceXp === entry.weekly.scienceXp
  )
    return entry;
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
 *
 * `early` is XP already asked for (during this read, beside the cohort's own read) for the members
 * the cohort was last seen with; members it was not asked about are asked about now.
 */
export async function cohortStandings(
  entry: EntryRow,
  deps: LeagueDeps,
  members?: EntryRow[],
  early?: { asked: ReadonlySet<string>; live: Map<string, WeeklyXpEntry> },
): Promise<RankedEntry[]> {
  const now = deps.now?.() ?? new Date();
  members ??= await cohortEntries(entry.cohortId);
  const unasked = early ? members.filter((m) => !early.asked.has(m.userId)) : members;
  let live = early?.live ?? new Map<string, WeeklyXpEntry>();
  if (unasked.length > 0) {
    const more = await weeklyXpOf(
      unasked.map((m) => m.userId),
      entry.week,
      deps,
    );
    live = early ? new Map([...live, ...more]) : more;
  }
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

// Who each cohort's members were at its last read here, so the next read asks svc-learning for their
// XP at the same time as it reads the cohort instead of after it (one round trip fewer per read). Only
// a hint about whom to ask: the XP is asked for after the read began, the cohort is read anew, and a
// member who joined since is asked about once the read shows them.
const cohortMembers = new Map<string, ReadonlySet<string>>();
const COHORTS_MAX = 20_000;

function rememberMembers(cohortId: string, members: EntryRow[]): void {
  const known = cohortMembers.get(cohortId);
  if (known && known.size === members.length && members.every((m) => known.has(m.userId))) return;
  if (cohortMembers.size >= COHORTS_MAX) cohortMembers.clear();
  cohortMembers.set(cohortId, new Set(members.map((m) => m.userId)));
}

/** The caller's seat this week and their cohort's standings now (league screen and rankings). */
export async function myCohortStandings(
  auth: AuthContext,
  deps: LeagueDeps,
): Promise<{ entry: EntryRow; standings: RankedEntry[] }> {
  const { week } = weekAt(deps.now?.() ?? new Date());
  const key = seatKey(auth.userId, week);
  const remembered = seats.get(key);
  if (remembered) {
    const asked = cohortMembers.get(remembered);
    const [members, live] = await Promise.all([
      cohortEntries(remembered),
      asked ? weeklyXpOf([...asked], week, deps) : undefined,
    ]);
    const entry = members.find((m) => m.userId === auth.userId && m.week === week);
    if (entry) {
      rememberMembers(remembered, members);
      const early = asked && live ? { asked, live } : undefined;
      return { entry, standings: await cohortStandings(entry, deps, members, early) };
    }
    seats.delete(key);
  }
  const entry = await seatThisWeek(auth, deps);
  if (seats.size >= SEATS_MAX) seats.clear();
  seats.set(seatKey(auth.userId, entry.week), entry.cohortId);
  const members = await cohortEntries(entry.cohortId);
  rememberMembers(entry.cohortId, members);
  return { entry, standings: await cohortStandings(entry, deps, members) };
}
