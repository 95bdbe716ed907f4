import * as z from 'zod/mini';
import { isoDateSchema, userIdSchema } from './common';
import { heartsResponseSchema } from './hearts';

/** Progress inside the current level, computed by svc-learning (the apps only draw it). */
export const levelProgressSchema = z.object({
  /** Level XP (every kind, see domain levelXp) earned inside the current level. */
  xpIntoLevel: z.number().check(z.int(), z.gte(0)),
  /** Level XP the current level needs in all (0 at the maximum level). */
  xpForLevel: z.number().check(z.int(), z.gte(0)),
  /** xpIntoLevel of xpForLevel in percent, floored (100 at the maximum level). */
  percent: z.number().check(z.int(), z.gte(0), z.lte(100)),
});

/**
 * A learner's progression as owned by svc-learning and read by the other services through
 * GET /internal/progression/:userId and POST /internal/progression/batch. level is derived from every XP kind (domain levelXp),
 * hearts are regenerated to "now" and streak is 0 once a whole day was missed in every time zone.
 */
export const progressionSchema = z.object({
  userId: userIdSchema,
  xp: z.number().check(z.int(), z.gte(0)),
  prepXp: z.number().check(z.int(), z.gte(0)),
  flavorXp: z.number().check(z.int(), z.gte(0)),
  scienceXp: z.number().check(z.int(), z.gte(0)),
  level: z.number().check(z.int(), z.gte(1)),
  prestige: z.number().check(z.int(), z.gte(0)),
  hearts: heartsResponseSchema.shape.hearts,
  coins: z.number().check(z.int(), z.gte(0)),
  spiceStones: z.number().check(z.int(), z.gte(0)),
  streak: z.number().check(z.int(), z.gte(0)),
  longestStreak: z.number().check(z.int(), z.gte(0)),
  lastStreakDate: z.nullable(isoDateSchema),
  /** Streak Freezes held (bought in the Shop); optional so readers built before it still parse. */
  streakFreezes: z.optional(z.number().check(z.int(), z.gte(0))),
  /** When the next heart regenerates (ISO time), null when hearts are full. */
  nextHeartAt: z.nullable(z.string()),
  /** True at level 100: prestige is offered. */
  isMaxLevel: z.boolean(),
  /** Prestige title ('Novice Chef' …), null at prestige 0. */
  prestigeTitle: z.nullable(z.string()),
  /** Optional so readers built before it (and identity's offline defaults) still parse. */
  levelProgress: z.optional(levelProgressSchema),
});

/** At most this many users per batch call, so one call stays one small query. */
export const PROGRESSION_BATCH_MAX = 200;

export const progressionBatchRequestSchema = z.object({
  userIds: z
    .array(userIdSchema)
    .check(
      z.minLength(1, 'Give at least one user id'),
      z.maxLength(PROGRESSION_BATCH_MAX, `Give at most ${PROGRESSION_BATCH_MAX} user ids`),
    ),
});

/** One entry per distinct requested id, in request order; unknown users get the defaults. */
export const progressionBatchResponseSchema = z.object({ items: z.array(progressionSchema) });

/**
 * What a friend card or a search result shows of a learner, from POST /internal/progression/cards
 * (same request as the batch): a fifth of a whole progression to compute, send and parse.
 */
export const progressionCardSchema = z.pick(progressionSchema, {
  userId: true,
  xp: true,
  level: true,
  streak: true,
  spiceStones: true,
});

/** One card per distinct requested id, in request order; unknown users get the defaults. */
export const progressionCardsResponseSchema = z.object({ items: z.array(progressionCardSchema) });

export type Progression = z.infer<typeof progressionSchema>;
export type ProgressionCard = z.infer<typeof progressionCardSchema>;
export type LevelProgress = z.infer<typeof levelProgressSchema>;
export type ProgressionBatchRequest = z.infer<typeof progressionBatchRequestSchema>;
export type ProgressionBatchResponse = z.infer<typeof progressionBatchResponseSchema>;
