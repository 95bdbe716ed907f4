import { weeklyXpEntrySchema, weeklyXpResponseSchema, type WeeklyXpEntry } from '@fff/contracts';
import type { InternalClient, Logger } from '@fff/service-kit';
import { tolerantBatch } from './batch';
import { lastKnownXp, type XpTotals } from './repository';

/**
 * How svc-social learns of XP: it asks svc-learning, which counts every XP award by kind both in the
 * lifetime totals and in the award's league week (one atomic, once-only update), through
 * POST /internal/progression/weekly. Nothing is pushed; a cohort read is one call for ≤30 learners.
 */
export interface XpSourceDeps {
  learning: InternalClient;
  logger: Logger;
}

const PATH = '/internal/progression/weekly';
const NO_XP: XpTotals = { xp: 0, prepXp: 0, flavorXp: 0, scienceXp: 0 };

/**
 * Lifetime and weekly XP of learners for `week`. Learners missing from the answer (or all of them
 * when svc-learning is down) are absent from the map: callers use stored values.
 */
export async function weeklyXpOf(
  userIds: string[],
  week: string,
  { learning, logger }: XpSourceDeps,
): Promise<Map<string, WeeklyXpEntry>> {
  return tolerantBatch(learning, PATH, userIds, weeklyXpEntrySchema, (e) => e.userId, logger, { week });
}

/** The same, but failing when svc-learning cannot answer (the week close must not use stale numbers). */
export async function weeklyXpStrict(
  userIds: string[],
  week: string,
  learning: InternalClient,
): Promise<Map<string, WeeklyXpEntry>> {
  if (userIds.length === 0) return new Map();
  const body = weeklyXpResponseSchema.parse(await learning.post(PATH, { userIds, week }));
  return new Map(body.items.map((e) => [e.userId, e]));
}

/** The learner's lifetime XP now: svc-learning's, else the last stored, else none (a new learner). */
export async function lifetimeXp(userId: string, week: string, deps: XpSourceDeps): Promise<XpTotals> {
  const fresh = (await weeklyXpOf([userId], week, deps)).get(userId);
  if (fresh)
    return { xp: fresh.xp, prepXp: fresh.prepXp, flavorXp: fresh.flavorXp, scienceXp: fresh.scienceXp };
  return (await lastKnownXp(userId)) ?? NO_XP;
}
