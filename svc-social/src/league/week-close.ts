import crypto from 'node:crypto';
import { leagueWeekKey, podiumReward, rankStandings, weekEndsAt } from '@fff/domain';
import mongoose from 'mongoose';
import { createWorkerLoop, type DurableWorker, type InternalClient, type Logger } from '@fff/service-kit';
import { accountDataOps } from '../account-data/model';
import { withFreshXp } from './cohort';
import { payPodium } from './podium-credit';
import { cohortEntries } from './repository';
import {
  markCohortClosed,
  markWeekDone,
  openCohorts,
  recordResults,
  renewWeek,
  reopenWeek,
  retryWeekLater,
  takeWeek,
  WEEK_CLOSE_LEASE_MS,
  weeksToClose,
  type ResultRow,
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
 * How many cohorts close at once. Each cohort is a short chain of waits (its seats, svc-learning's
 * XP, the standings written, up to three credits), mostly spent waiting on a database write or on
 * svc-learning; side by side, those waits overlap and the writes share the embedded database's
 * journal syncs. One at a time, 100 cohorts took 24 s (13 minutes for 3,334 at that pace).
 */
export const WEEK_CLOSE_CONCURRENCY = 16;
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

/** Record a cohort's final standings (once) and pay its podium (each credit once, by operation id). */
async function closeCohort(
  week: string,
  cohort: { id: string; leagueId: string },
  deps: WeekCloseDeps,
): Promise<void> {
  const seated = await cohortEntries(cohort.id);
  // A learner who deleted their account gets no result (nothing is written about them again) and
  // no credit; the standings say how many left (goneCount).
  const gone = await goneMembers(seated.map((m) => m.userId));
  const members = seated.filter((m) => !gone.has(m.userId));
  // The standings as stored when this run wrote them all (none paid yet); else payPodium reads them.
  let recorded: ResultRow[] | undefined;
  if (members.length > 0) {
    const fresh = await weeklyXpStrict(
      members.map((m) => m.userId),
      week,
      deps.learning,
    );
    // A score nobody saw being reached counts as reached at the very end of the week.
    const ranked = rankStandings(members.map((m) => withFreshXp(m, fresh.get(m.userId), weekEndsAt(week))));
    const rows = ranked.map((r) => ({
      userId: r.userId,
      week,
      leagueId: cohort.leagueId,
      cohortId: cohort.id,
      position: r.position,
      cohortSize: ranked.length,
      score: r.score,
      reward: podiumReward(r.position, r.score),
      goneCount: gone.size,
    }));
    if (await recordResults(rows)) recorded = rows.map((r) => ({ ...r, paid: false, creditRefused: null }));
  }
  if (gone.size > 0)
    deps.logger.info({ week, cohortId: cohort.id, gone: gone.size }, 'left out deleted accounts');
  await payPodium(week, cohort.id, deps.learning, recorded);
  await markCohortClosed(cohort.id);
}

/**
 * Close one past week: under the week's lease, every open cohort gets its standings recorded and its
 * top 3 paid, WEEK_CLOSE_CONCURRENCY cohorts at a time. Each cohort closes on its own: one that fails
 * (svc-learning down for its credit) stays open while the others close; the first failure is thrown
 * after all were tried, and the week is due again after the backoff. Returns false when another run
 * holds the lease, the lease was lost on the way, or the week is done already.
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
    const lane = async () => {
      while (!lost && next < cohorts.length) {
        const cohort = cohorts[next++];
        try {
          await closeCohort(week, cohort, deps);
        } catch (err) {
          failure ??= err;
          deps.logger.warn({ week, cohortId: cohort.id, err: (err as Error).message }, 'cohort close failed');
        }
        const now = clock();
        if (now.getTime() - renewedAt >= RENEW_EVERY_MS) {
          renewedAt = now.getTime();
          // The lease was lost (a long pause): the new holder finishes; cohorts under way are idempotent.
          if (!(await renewWeek(run, now))) lost = true;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(WEEK_CLOSE_CONCURRENCY, cohorts.length) }, lane));
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
