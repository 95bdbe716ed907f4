import crypto from 'node:crypto';
import { leagueWeekKey, podiumReward, rankStandings, weekEndsAt } from '@fff/domain';
import { createWorkerLoop, type DurableWorker, type InternalClient, type Logger } from '@fff/service-kit';
import { accountDataOps } from '../account-data/model';
import { withFreshXp } from './cohort';
import { payPodium } from './podium-credit';
import { cohortEntries } from './repository';
import {
  dropWeek,
  markCohortClosed,
  markWeekDone,
  openCohorts,
  recordResults,
  renewWeek,
  takeWeek,
  WEEK_CLOSE_LEASE_MS,
  weeksToClose,
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

const processOwner = crypto.randomUUID();

/** Members whose account was deleted (the erase's tombstone is here): they are left out of the close. */
async function goneMembers(userIds: string[]): Promise<Set<string>> {
  const gone = await Promise.all(userIds.map((id) => accountDataOps.erased(id)));
  return new Set(userIds.filter((_, i) => gone[i]));
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
  if (members.length > 0) {
    const fresh = await weeklyXpStrict(
      members.map((m) => m.userId),
      week,
      deps.learning,
    );
    // A score nobody saw being reached counts as reached at the very end of the week.
    const ranked = rankStandings(members.map((m) => withFreshXp(m, fresh.get(m.userId), weekEndsAt(week))));
    await recordResults(
      ranked.map((r) => ({
        userId: r.userId,
        week,
        leagueId: cohort.leagueId,
        cohortId: cohort.id,
        position: r.position,
        cohortSize: ranked.length,
        score: r.score,
        reward: podiumReward(r.position, r.score),
        goneCount: gone.size,
      })),
    );
  }
  if (gone.size > 0)
    deps.logger.info({ week, cohortId: cohort.id, gone: gone.size }, 'left out deleted accounts');
  await payPodium(week, cohort.id, deps.learning);
  await markCohortClosed(cohort.id);
}

/**
 * Close one past week: under the week's lease, every open cohort gets its standings recorded and its
 * top 3 paid. Each cohort closes on its own: one that fails (svc-learning down for its credit) stays
 * open for the next run while the others close; the first failure is thrown after all were tried.
 * Returns false when another run holds the lease or the week is done already.
 */
export async function closeWeek(week: string, deps: WeekCloseDeps): Promise<boolean> {
  const owner = deps.owner ?? processOwner;
  const clock = () => deps.now?.() ?? new Date();
  const run = await takeWeek(week, owner, clock());
  if (!run) return false;
  let failure: unknown;
  try {
    for (const cohort of await openCohorts(week)) {
      try {
        await closeCohort(week, cohort, deps);
      } catch (err) {
        failure ??= err;
        deps.logger.warn({ week, cohortId: cohort.id, err: (err as Error).message }, 'cohort close failed');
      }
      if (!(await renewWeek(run, clock()))) return false; // the lease was lost (a long pause): the new holder finishes
    }
  } catch (err) {
    failure ??= err;
  }
  if (failure !== undefined) {
    await dropWeek(run);
    throw failure;
  }
  await markWeekDone(run, clock());
  deps.logger.info({ week }, 'league week closed');
  return true;
}

/**
 * Close every past week that still has open cohorts (oldest first). Each week closes on its own: a
 * week left with a stuck cohort is retried on the next run and never holds the later ones back.
 */
export async function closeDueWeeks(deps: WeekCloseDeps): Promise<string[]> {
  const current = leagueWeekKey(deps.now?.() ?? new Date());
  const closed: string[] = [];
  for (const week of await weeksToClose(current)) {
    try {
      if (await closeWeek(week, deps)) closed.push(week);
    } catch (err) {
      deps.logger.warn({ week, err: (err as Error).message }, 'league week close failed, retrying later');
    }
  }
  return closed;
}

/**
 * The background worker (service-kit's loop): looks for due weeks every minute and once at start; a
 * failed run is retried on the next tick.
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
