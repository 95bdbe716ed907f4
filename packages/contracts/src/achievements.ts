import { SOCIAL_FACTS } from '@fff/domain';
import * as z from 'zod/mini';
import { userIdSchema } from './common';
import { operationIdSchema } from './wallet';

const achievementIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(60), z.regex(/^[a-z0-9-]+$/, 'Unknown achievement'));

/** One achievement with the learner's state. */
export const achievementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Spice Stones it pays once, when it unlocks. */
  reward: z.number().check(z.int(), z.gte(0)),
  unlocked: z.boolean(),
  /** ISO time it unlocked, null while locked. */
  unlockedAt: z.nullable(z.string()),
  /** False until the app has shown its popup (POST /api/achievements/announced). */
  announced: z.boolean(),
  /**
   * Spice Stones this unlock actually paid: the reward, or 0 for an award earned again after a reset
   * (each award pays once per account); null while locked.
   */
  stonesPaid: z.optional(z.nullable(z.number().check(z.int(), z.gte(0)))),
});

/** GET /api/achievements: every achievement, unlocked ones first seen by this call unlocked and paid. */
export const achievementsResponseSchema = z.object({ achievements: z.array(achievementSchema) });

/** POST /api/achievements/announced: the popups shown. */
export const achievementsAnnouncedRequestSchema = z.object({
  ids: z.array(achievementIdSchema).check(z.minLength(1), z.maxLength(50)),
});

/**
 * POST /internal/achievements/social (svc-social → svc-learning): a social fact of the learner, counted
 * once per operationId: a friendship started (with the friend's name, for Recent Activity), a crew
 * created or joined, a league week finished on the podium.
 */
export const socialFactRequestSchema = z.object({
  userId: userIdSchema,
  fact: z.enum(SOCIAL_FACTS),
  operationId: operationIdSchema,
  friendName: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
});

/** Whether the fact was new, and the achievements it unlocked now. */
export const socialFactResponseSchema = z.object({
  applied: z.boolean(),
  unlocked: z.array(z.string()),
});

export type SocialFactRequest = z.infer<typeof socialFactRequestSchema>;
export type SocialFactResponse = z.infer<typeof socialFactResponseSchema>;
export type AchievementState = z.infer<typeof achievementSchema>;
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;
export type AchievementsAnnouncedRequest = z.infer<typeof achievementsAnnouncedRequestSchema>;
