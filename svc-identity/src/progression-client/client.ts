import { progressionSchema } from '@fff/contracts';
import { createInternalClient, type Logger } from '@fff/service-kit';
import { z } from 'zod';
import type { IdentityConfig } from '../config';

/** The progression fields of the user payload. */
export interface ProgressionView {
  progressionAvailable: boolean;
  xp: number;
  prepXp: number;
  flavorXp: number;
  scienceXp: number;
  level: number;
  prestige: number;
  hearts: number;
  nextHeartAt: string | null;
  coins: number;
  spiceStones: number;
  flavourStones: number;
  streak: number;
  longestStreak: number;
  lastStreakDate: string | null;
  streakFreezeCount: number;
  isMaxLevel: boolean;
  prestigeTitle: string | null;
}

// Only the fields identity shows; fields learning adds later are read without being required.
const readSchema = progressionSchema
  .pick({ xp: true, prepXp: true, flavorXp: true, scienceXp: true, level: true, prestige: true, hearts: true, coins: true, spiceStones: true, streak: true, longestStreak: true, lastStreakDate: true })
  .extend({
    nextHeartAt: z.string().nullable().catch(null),
    isMaxLevel: z.boolean().catch(false),
    prestigeTitle: z.string().nullable().catch(null),
  });

/** What a new learner has; shown when svc-learning cannot be reached. */
export const DEFAULT_PROGRESSION: ProgressionView = Object.freeze({
  progressionAvailable: false,
  xp: 0,
  prepXp: 0,
  flavorXp: 0,
  scienceXp: 0,
  level: 1,
  prestige: 0,
  hearts: 5,
  nextHeartAt: null,
  coins: 0,
  spiceStones: 0,
  flavourStones: 0,
  streak: 0,
  longestStreak: 0,
  lastStreakDate: null,
  streakFreezeCount: 0,
  isMaxLevel: false,
  prestigeTitle: null,
});

/** Reads a learner's progression from svc-learning. */
export type ProgressionReader = (userId: string) => Promise<ProgressionView>;

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
      const p = readSchema.parse(await client.get(`/internal/progression/${encodeURIComponent(userId)}`));
      return { ...p, progressionAvailable: true, flavourStones: p.spiceStones, streakFreezeCount: 0 };
    } catch (err) {
      logger.warn({ err: (err as Error).message, userId }, 'progression unavailable; using defaults');
      return DEFAULT_PROGRESSION;
    }
  };
}
