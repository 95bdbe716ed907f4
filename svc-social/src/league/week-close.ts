import crypto from 'node:crypto';
import { leagueWeekKey, podiumReward, rankStandings, weekEndsAt } from '@fff/domain';
import type { InternalClient, Logger } from '@fff/service-kit';
import { leagueById, withFreshXp } from './cohort';
import { cohortEntries } from './repository';
import {
  cohortResults,
  dropLease,
  markCohortClosed,
  markPaid,
  markWeekDone,
  openCohorts,
  recordResults,
  takeLease,
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

/** How long a lease lasts without renewal: a crashed run's week is resumed after this. */
export const WEEK_CLOSE_LEASE_MS = 120_000;
/** How often the worker looks for weeks to close. */
export const WEEK_CLOSE_INTERVAL_MS = 60_000;

const processOwner = crypto.randomUUID();

/** Record a cohort's final standings (once) and pay its podium (each credit once, by operation id). */
async function closeCohort(
  week: string,
  cohort: { id: string; leagueId: string },
  deps: WeekCloseDeps,
): Promise<void> {
  const members = await cohortEntries(cohort.id);
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
      })),
    );
  }
  const league = leagueById(cohort.leagueId);
  for (const result of await cohortResults(cohort.id)) {
    if (result.reward <= 0 || result.paid) continue;
    // svc-learning's wallet credits an operation id once, so a repeated or resumed run never pays twice.
    await deps.learning.post('/internal/wallet/credit', {
      userId: result.userId,
      currency: 'spiceStones',
      amount: result.reward,
      reason: `League week of ${week}: #${result.position} in ${league.name}`,
      operationId: `league-week:${week}:${result.userId}`,
    });
    await markPaid(week, result.userId);
  }
  await markCohortClosed(cohort.id);
}

/**
 * Close one past week: under the week's lease, every open cohort gets its standings recorded and its
 * top 3 paid. Returns false when another run holds the lease or the week is done already.
 */
export async function closeWeek(week: string, deps: WeekCloseDeps): Promise<boolean> {
  const owner = deps.owner ?? processOwner;
  const clock = () => deps.now?.() ?? new Date();
  const renew = () => takeLease(week, owner, clock(), new Date(clock().getTime() + WEEK_CLOSE_LEASE_MS));
  if (!(await renew())) return false;
  try {
    for (const cohort of await openCohorts(week)) {
      await closeCohort(week, cohort, deps);
      if (!(await renew())) return false; // the lease was lost (a long pause): the new holder finishes
    }
    await markWeekDone(week, owner, clock());
    deps.logger.info({ week }, 'league week closed');
    return true;
  } catch (err) {
    await dropLease(week, owner);
    throw err;
  }
}

/** Close every past week that still has open cohorts (oldest first). */
export async function closeDueWeeks(deps: WeekCloseDeps): Promise<string[]> {
  const current = leagueWeekKey(deps.now?.() ?? new Date());
  const closed: string[] = [];
  for (const week of await weeksToClose(current)) if (await closeWeek(week, deps)) closed.push(week);
  return closed;
}

/** The background loop: looks for due weeks every minute; a failed run is retried on the next tick. */
export function createWeekCloseWorker(deps: WeekCloseDeps, intervalMs = WEEK_CLOSE_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await closeDueWeeks(deps);
    } catch (err) {
      deps.logger.warn({ err: (err as Error).message }, 'league week close failed, retrying later');
    } finally {
      running = false;
    }
  };
  return {
    tick,
    start() {
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
