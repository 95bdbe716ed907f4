import { progressionSchema } from '@fff/contracts';
import { DependencyError, type InternalClient, type Logger } from '@fff/service-kit';
import { z } from 'zod';
import { lastKnownXp, type XpTotals } from './repository';

/** What reading XP from svc-learning needs. */
export interface XpSourceDeps {
  learning: InternalClient;
  logger: Logger;
}

// Only the XP fields are read, so svc-learning may add or change the others freely.
const xpFields = progressionSchema.pick({ userId: true, xp: true, prepXp: true, flavorXp: true, scienceXp: true });
const batchBody = z.object({ items: z.array(z.unknown()) });

const ZERO: XpTotals = { xp: 0, prepXp: 0, flavorXp: 0, scienceXp: 0 };
const totalsOf = ({ xp, prepXp, flavorXp, scienceXp }: XpTotals): XpTotals => ({ xp, prepXp, flavorXp, scienceXp });

function warnUnavailable(logger: Logger, err: unknown, what: string): void {
  if (!(err instanceof DependencyError)) throw err;
  logger.warn({ err: err.message, status: err.status }, `svc-learning unavailable, ${what}`);
}

/**
 * The learner's XP from svc-learning; when it cannot answer, the last XP we stored (or 0),
 * so league screens degrade instead of failing.
 */
export async function ownXp(userId: string, { learning, logger }: XpSourceDeps): Promise<XpTotals> {
  try {
    const body = await learning.get(`/internal/progression/${encodeURIComponent(userId)}`);
    const parsed = xpFields.safeParse(body);
    if (parsed.success) return totalsOf(parsed.data);
    logger.warn({ userId, issues: parsed.error.issues }, 'svc-learning answered an unexpected progression shape');
  } catch (err) {
    warnUnavailable(logger, err, 'using last known XP');
  }
  return (await lastKnownXp(userId)) ?? ZERO;
}

/**
 * XP of many learners in one POST /internal/progression/batch. Users missing from the answer
 * (or the whole answer, when svc-learning is down) are absent from the map: callers use stored values.
 */
export async function xpBatch(userIds: string[], { learning, logger }: XpSourceDeps): Promise<Map<string, XpTotals>> {
  const found = new Map<string, XpTotals>();
  if (userIds.length === 0) return found;
  try {
    const body = batchBody.safeParse(await learning.post('/internal/progression/batch', { userIds }));
    if (!body.success) {
      logger.warn({ issues: body.error.issues }, 'svc-learning answered an unexpected batch shape');
      return found;
    }
    for (const item of body.data.items) {
      const parsed = xpFields.safeParse(item);
      if (parsed.success) found.set(parsed.data.userId, totalsOf(parsed.data));
    }
  } catch (err) {
    warnUnavailable(logger, err, 'using stored XP for league members');
  }
  return found;
}
