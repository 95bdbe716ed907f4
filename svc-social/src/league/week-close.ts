import crypto from 'node:crypto';
import type { WeeklyXpEntry } from '@fff/contracts';
import { leagueWeekKey, podiumReward, rankStandings, weekEndsAt } from '@fff/domain';
import mongoose from 'mongoose';
import { createWorkerLoop, type DurableWorker, type InternalClient, type Logger } from '@fff/service-kit';
import { accountDataOps } from '../account-data/model';
import { withFreshXp } from './cohort';
import { payPodiums } from './podium-credit';
import { cohortEntries, type EntryRow } from './repository';
import {
  markCohortsClosed,
  markWeekDone,
  openCohorts,
  recordResults,
  renewWeek,
  reopenWeek,
  retryWeekLater,
  takeWeek,
  WEEK_CLOSE_LEASE_MS,
  weeksToClose,
  type NewResult,
} from './results';
import { weeklyXpStrict } from './xp-source';

/** What closing weeks needs. */
export interface WeekCloseDeps {
  learning: InternalClient;
  logger: Logger;
  now?: () => Date;
  /** This process's name on leases (default: a random id per process). */
  owner?: string;
}

export { WEEK_CLOSE_LEASE_MS };
/** How often the worker looks for weeks to close. */
export const WEEK_CLOSE_INTERVAL_MS = 60_000;
/**
 * How many cohorts close together: their seats, deleted accounts and svc-learning's XP read at once,
 * their standings written with one insert, their podiums paid by one credit call (at most 3 credits
 * each, within the call's 100) and the cohorts marked closed with one write. Each cohort close is
 * mostly waiting on a database write or on svc-learning; together, a group pays those waits once. A
 * group that fails closes again cohort by cohort, so one cohort that cannot close never holds the
 * others of its group back.
 */
export const WEEK_CLOSE_GROUP = 16;
/**
 * How many groups close at once: their waits overlap and their writes share the embedded database's
 * journal syncs. One cohort at a time, 100 cohorts took 24 s (13 minutes for 3,334 at that pace).
 */
export const WEEK_CLOSE_CONCURRENCY = 4;
/** The lease is renewed this often while a week closes (well within WEEK_CLOSE_LEASE_MS). */
const RENEW_EVERY_MS = WEEK_CLOSE_LEASE_MS / 4;

const processOwner = crypto.randomUUID();

/**
 * Members whose account was deleted (the erase's tombstone is here): they are left out of the close.
 * One read for the cohort, by accountDataOps.erased's own test (an erase recorded for the learner).
 */
async function goneMembers(userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const erased = await accountDataOps.model
    .find({ userId: mongoose.trusted({ $in: userIds }), kind: 'erase' }, 'userId')
    .lean<Array<{ userId: string }>>();
  return new Set(erased.map((e) => e.userId));
}

/** A cohort's final standings: its members ranked by their XP as svc-learning counts it now. */
function standings(
  week: string,
  cohort: { id: string; leagueId: string },
  members: EntryRow[],
  fresh: Map<string, WeeklyXpEntry>,
  goneCount: number,
): NewResult[] {
  // A score nobody saw being reached counts as reached at the very end of the week.
  const ranked = rankStandings(members.map((m) => withFreshXp(m, fresh.get(m.userId), weekEndsAt(week))));
  return ranked.map((r) => ({
    userId: r.userId,
    week,
    leagueId: cohort.leagueId,
    cohortId: cohort.id,
    position: r.position,
    cohortSize: ranked.length,
    score: r.score,
    reward: podiumReward(r.position, r.score),
    goneCount,
  }));
}

/**
 * Record cohorts' final standings (once) and pay their podiums (each credit once, by operation id),
 * all together; then mark them closed. Any failure throws with none of them marked closed.
 */
async function closeCohorts(
  week: string,
  cohorts: Array<{ id: string; leagueId: string }>,
  deps: WeekCloseDeps,
): Promise<void> {
  const seated = await Promise.all(cohorts.map((cohort) => cohortEntries(cohort.id)));
  // A learner who deleted their account gets no result (nothing is written about them again) and
  // no credit; the standings say how many left (goneCount).
  const gone = await goneMembers(seated.flat().map((m) => m.userId));
  const members = seated.map((s) => s.filter((m) => !gone.has(m.userId)));
  const present = members.flat().map((m) => m.userId);
  const fresh = present.length > 0 ? await weeklyXpStrict(present, week, deps.learning) : new Map();
  const rows = cohorts.map((cohort, i) =>
    standings(week, cohort, members[i], fresh, seated[i].length - members[i].length),
  );
  const allNew = await recordResults(rows);
  for (const [i, cohort] of cohorts.entries()) {
    const left = seated[i].length - members[i].length;
    if (left > 0) deps.logger.info({ week, cohortId: cohort.id, gone: left }, 'left out deleted accounts');
  }
  // The standings as stored when this run wrote them all (none paid yet); else payPodiums reads them.
  await payPodiums(
    week,
    cohorts.map((cohort, i) => ({
      id: cohort.id,
      recorded: allNew[i] ? rows[i].map((r) => ({ ...r, paid: false, creditRefused: null })) : undefined,
    })),
    deps.learning,
  );
  await markCohortsClosed(cohorts.map((cohort) => cohort.id));
}

/**
 * Close one past week: under the week's lease, every open cohort gets its standings recorded and its
 * top 3 paid, WEEK_CLOSE_GROUP cohorts together and WEEK_CLOSE_CONCURRENCY groups at a time. Each
 * cohort closes on its own: one that fails (svc-learning down for its credit) stays open while the
 * others close; the first failure is thrown after all were tried, and the week is due again after
 * the backoff. Returns false when another run holds the lease, the lease was lost on the way, or the
 * week is done already.
 */
export async function closeWeek(week: string, deps: WeekCloseDeps): Promise<boolean> {
  const owner = deps.owner ?? processOwner;
  const clock = () => deps.now?.() ?? new Date();
  const run = await takeWeek(week, owner, clock());
  if (!run) return false;
  let failure: unknown;
  let lost = false;
  try {
    const cohorts = await openCohorts(week);
    let next = 0;
    let renewedAt = clock().getTime();
    const closeAlone = async (cohort: { id: string; leagueId: string }) => {
      try {
        await closeCohorts(week, [cohort], deps);
      } catch (err) {
        failure ??= err;
        deps.logger.warn({ week, cohortId: cohort.id, err: (err as Error).message }, 'cohort close failed');
      }
    };
    const lane = async () => {
      while (!lost && next < cohorts.length) {
        const group = cohorts.slice(next, next + WEEK_CLOSE_GROUP);
        next += group.length;
        try {
          await closeCohorts(week, group, deps);
        } catch (err) {
          // Each cohort on its own (side by side, so a hanging svc-learning costs one more wait):
          // those that can close do, the one that cannot stays open.
          deps.logger.info({ week, err: (err as Error).message }, 'cohort group close failed, one by one');
          await Promise.all(group.map(closeAlone));
        }
        const now = clock();
        if (now.getTime() - renewedAt >= RENEW_EVERY_MS) {
          renewedAt = now.getTime();
          // The lease was lost (a long pause): the new holder finishes; cohorts under way are idempotent.
          if (!(await renewWeek(run, now))) lost = true;
        }
      }
    };
    const groups = Math.ceil(cohorts.length / WEEK_CLOSE_GROUP);
    await Promise.all(Array.from({ length: Math.min(WEEK_CLOSE_CONCURRENCY, groups) }, lane));
  } catch (err) {
    failure ??= err;
  }
  if (lost) return false;
  if (failure !== undefined) {
    await retryWeekLater(run, failure, clock());
    throw failure;
  }
  await markWeekDone(run, clock());
  deps.logger.info({ week }, 'league week closed');
  return true;
}

/**
 * Close every past week that still has open cohorts (oldest first). Each week closes on its own: a
 * week left with a stuck cohort is retried after its backoff and never holds the later ones back.
 */
export async function closeDueWeeks(deps: WeekCloseDeps): Promise<string[]> {
  const current = leagueWeekKey(deps.now?.() ?? new Date());
  const closed: string[] = [];
  for (const week of await weeksToClose(current)) {
    try {
      await reopenWeek(week);
      if (await closeWeek(week, deps)) closed.push(week);
    } catch (err) {
      deps.logger.warn({ week, err: (err as Error).message }, 'league week close failed, retrying later');
    }
  }
  return closed;
}

/**
 * The background worker (service-kit's loop): looks for due weeks every minute and once at start; a
 * failed week is tried again on the first tick after its backoff.
 */
export function createWeekCloseWorker(
  deps: WeekCloseDeps,
  intervalMs = WEEK_CLOSE_INTERVAL_MS,
): DurableWorker {
  return createWorkerLoop({
    name: 'league week close',
    work: () => closeDueWeeks(deps),
    logger: deps.logger,
    pollMs: intervalMs,
  });
}
