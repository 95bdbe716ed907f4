import {
  WEEKLY_XP_BATCH_MAX,
  weeklyXpEntrySchema,
  weeklyXpResponseSchema,
  type WeeklyXpEntry,
} from '@fff/contracts';
import { freshBatches, type InternalClient, type Logger } from '@fff/service-kit';
import { tolerantBatch } from './batch';
import { lastKnownXp, type XpTotals } from './repository';

/**
 * How svc-social learns of XP: it asks svc-learning, which counts every XP award by kind both in the
 * lifetime totals and in the award's league week (one atomic, once-only update), through
 * POST /internal/progression/weekly. Nothing is pushed and nothing is cached: a read is answered by a
 * call that started after it was asked for (service-kit's fresh-batches.ts), so a learner sees their own XP
 * right after a lesson and everyone's is current; concurrent reads of one week share calls.
 */
export interface XpSourceDeps {
  learning: InternalClient;
  logger: Logger;
}

const PATH = '/internal/progression/weekly';
const NO_XP: XpTotals = { xp: 0, prepXp: 0, flavorXp: 0, scienceXp: 0 };

type WeeklyReader = (week: string, userIds: string[]) => Promise<Map<string, WeeklyXpEntry>>;
// One reader per svc-learning client (an app has one; tests build several apps).
const readers = new WeakMap<InternalClient, WeeklyReader>();

function readerOf({ learning, logger }: XpSourceDeps): WeeklyReader {
  let reader = readers.get(learning);
  if (!reader) {
    reader = freshBatches(
      (week, ids) =>
        tolerantBatch(learning, PATH, ids, weeklyXpEntrySchema, (e) => e.userId, logger, { week }),
      WEEKLY_XP_BATCH_MAX,
    );
    readers.set(learning, reader);
  }
  return reader;
}

/**
 * Lifetime and weekly XP of learners for `week`. Learners missing from the answer (or all of them
 * when svc-learning is down) are absent from the map: callers use stored values.
 */
export async function weeklyXpOf(
  userIds: string[],
  week: string,
  deps: XpSourceDeps,
): Promise<Map<string, WeeklyXpEntry>> {
  return readerOf(deps)(week, userIds);
}

// The week close's reader per svc-learning client: the cohorts it closes side by side share calls.
const strictReaders = new WeakMap<InternalClient, WeeklyReader>();

/**
 * The same, but failing when svc-learning cannot answer (the week close must not use stale numbers).
 * Concurrent reads share calls as weeklyXpOf's do; a failed call fails each read it was answering.
 */
export async function weeklyXpStrict(
  userIds: string[],
  week: string,
  learning: InternalClient,
): Promise<Map<string, WeeklyXpEntry>> {
  let reader = strictReaders.get(learning);
  if (!reader) {
    reader = freshBatches(async (forWeek, ids) => {
      const body = weeklyXpResponseSchema.parse(await learning.post(PATH, { userIds: ids, week: forWeek }));
      return new Map(body.items.map((e) => [e.userId, e]));
    }, WEEKLY_XP_BATCH_MAX);
    strictReaders.set(learning, reader);
  }
  return reader(week, userIds);
}

/** The learner's lifetime XP now: svc-learning's, else the last stored, else none (a new learner). */
export async function lifetimeXp(userId: string, week: string, deps: XpSourceDeps): Promise<XpTotals> {
  const fresh = (await weeklyXpOf([userId], week, deps)).get(userId);
  if (fresh)
    return { xp: fresh.xp, prepXp: fresh.prepXp, flavorXp: fresh.flavorXp, scienceXp: fresh.scienceXp };
  return (await lastKnownXp(userId)) ?? NO_XP;
}
