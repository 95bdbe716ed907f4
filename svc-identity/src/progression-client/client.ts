import { progressionSchema, type UserProgression } from '@fff/contracts';
import { BASE_LEVEL_XP, NEW_LEARNER } from '@fff/domain';
import { createInternalClient, type Logger } from '@fff/service-kit';
import type { IdentityConfig } from '../config';

/** What identity shows while svc-learning cannot be reached: a new learner's progression. */
export const DEFAULT_PROGRESSION: UserProgression = Object.freeze({
  ...NEW_LEARNER,
  progressionAvailable: false,
  nextHeartAt: null,
  flavourStones: NEW_LEARNER.spiceStones,
  streakFreezeCount: 0,
  isMaxLevel: false,
  prestigeTitle: null,
  levelProgress: { xpIntoLevel: 0, xpForLevel: BASE_LEVEL_XP, percent: 0 },
});

/** Reads a learner's progression from svc-learning. */
export type ProgressionReader = (userId: string) => Promise<UserProgression>;

/** Reader that degrades to the defaults (progressionAvailable false) when learning is down or answers oddly. */
export function createProgressionReader(config: IdentityConfig, logger: Logger): ProgressionReader {
  const client = createInternalClient({
    baseUrl: config.LEARNING_URL,
    token: config.INTERNAL_TOKEN,
    service: 'svc-learning',
    timeoutMs: 1500,
    retries: 1,
  });
  return async (userId) => {
    try {
      const answer = await client.get(`/internal/progression/${encodeURIComponent(userId)}`);
      const { userId: _userId, ...p } = progressionSchema.parse(answer);
      return { ...p, progressionAvailable: true, flavourStones: p.spiceStones, streakFreezeCount: 0 };
    } catch (err) {
      logger.warn({ err: (err as Error).message, userId }, 'progression unavailable; using defaults');
      return DEFAULT_PROGRESSION;
    }
  };
}
