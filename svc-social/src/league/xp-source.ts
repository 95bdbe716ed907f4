import { progressionSchema } from '@fff/contracts';
import { NEW_LEARNER } from '@fff/domain';
import { DependencyError, type InternalClient, type Logger } from '@fff/service-kit';
import { tolerantBatch } from './batch';
import { lastKnownXp, type XpTotals } from './repository';

/** What reading XP from svc-learning needs. */
export interface XpSourceDeps {
  learning: InternalClient;
  logger: Logger;
}

// Only the XP fields are read, so svc-learning may add or change the others freely.
const xpFields = progressionSchema.pick({ userId: true, xp: true, prepXp: true, flavorXp: true, scienceXp: true });

const totalsOf = ({ xp, prepXp, flavorXp, scienceXp }: XpTotals): XpTotals => ({ xp, prepXp, flavorXp, scienceXp });
/** A learner nobody has XP for yet. */
const NEW_LEARNER_XP = totalsOf(NEW_LEARNER);

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
    if (!(err instanceof DependencyError)) throw err;
    logger.warn({ err: err.message, status: err.status }, 'svc-learning unavailable, using last known XP');
  }
  return (await lastKnownXp(userId)) ?? NEW_LEARNER_XP;
}

/**
 * XP of many learners in one POST /internal/progression/batch. Users missing from the answer
 * (or the whole answer, when svc-learning is down) are absent from the map: callers use stored values.
 */
export async function xpBatch(userIds: string[], { learning, logger }: XpSourceDeps): Promise<Map<string, XpTotals>> {
  const found = await tolerantBatch(learning, '/internal/progression/batch', userIds, xpFields, (p) => p.userId, logger);
  return new Map([...found].map(([id, p]) => [id, totalsOf(p)]));
}
