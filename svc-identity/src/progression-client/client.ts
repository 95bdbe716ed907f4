import {
  PROGRESSION_BATCH_MAX,
  progressionBatchResponseSchema,
  type Progression,
  type UserProgression,
} from '@fff/contracts';
import { BASE_LEVEL_XP, NEW_LEARNER } from '@fff/domain';
import { createInternalClient, freshBatches, type Logger, ownCredential } from '@fff/service-kit';
import type { IdentityConfig } from '../config';

/** What identity shows while svc-learning cannot be reached: a new learner's progression. */
export const DEFAULT_PROGRESSION: UserProgression = Object.freeze({
  ...NEW_LEARNER,
  progressionAvailable: false,
  nextHeartAt: null,
  flavourStones: NEW_LEARNER.spiceStones,
  streakFreezes: 0,
  streakFreezeCount: 0,
  isMaxLevel: false,
  prestigeTitle: null,
  levelProgress: { xpIntoLevel: 0, xpForLevel: BASE_LEVEL_XP, percent: 0 },
});

/** Reads a learner's progression from svc-learning. */
export type ProgressionReader = (userId: string) => Promise<UserProgression>;

/**
 * Reader that degrades to the defaults (progressionAvailable false) when learning is down or answers oddly.
 *
 * Reads go through svc-learning's batch endpoint, coalesced (service-kit's fresh-batches.ts): every read
 * is answered by a call that started after it was asked for, so XP and hearts are as fresh as with
 * one call per request (a lesson finished before GET /api/user shows in it), while the requests
 * arriving during one call share the next, so learning answers a burst with a few calls, not one each.
 */
export function createProgressionReader(config: IdentityConfig, logger: Logger): ProgressionReader {
  const client = createInternalClient({
    baseUrl: config.LEARNING_URL,
    credential: ownCredential(config, 'identity'),
    service: 'svc-learning',
    timeoutMs: config.PROGRESSION_TIMEOUT_MS,
    retries: 1,
  });
  const read = freshBatches<Progression>(async (_group, userIds) => {
    const answer = await client.post('/internal/progression/batch', { userIds }, { safe: true });
    const { items } = progressionBatchResponseSchema.parse(answer);
    return new Map(items.map((p) => [p.userId, p]));
  }, PROGRESSION_BATCH_MAX);
  return async (userId) => {
    try {
      const found = (await read('', [userId])).get(userId);
      if (!found) throw new Error('svc-learning left the learner out of its answer');
      // Copied key by key (no rest/spread, which the build turns into a slow per-key helper).
      const progression: Record<string, unknown> = {};
      for (const key of Object.keys(found) as (keyof Progression)[])
        if (key !== 'userId') progression[key] = found[key];
      progression.progressionAvailable = true;
      progression.flavourStones = found.spiceStones;
      progression.streakFreezeCount = found.streakFreezes ?? 0;
      return progression as UserProgression;
    } catch (err) {
      logger.warn({ err: (err as Error).message, userId }, 'progression unavailable; using defaults');
      return DEFAULT_PROGRESSION;
    }
  };
}
