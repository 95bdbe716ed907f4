import { z } from 'zod';
import { isoDateSchema, userIdSchema } from './common';

/**
 * GET /api/user and the `user` of login/refresh: the profile svc-identity owns plus the learner's
 * progression from svc-learning. When learning cannot be reached the progression fields carry
 * defaults and progressionAvailable is false (the call never fails for that reason).
 */
export const userSchema = z.object({
  id: userIdSchema,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  isDeveloper: z.boolean(),
  emailVerified: z.boolean(),
  referralCode: z.string(),
  totalReferrals: z.number().int().min(0),
  profileVisibility: z.enum(['public', 'friends', 'private']),
  showProgressToFriends: z.boolean(),
  allowFriendRequests: z.boolean(),
  showOnlineStatus: z.boolean(),
  emailNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  allowDataCollection: z.boolean(),
  shareActivityUpdates: z.boolean(),
  characterSkinTone: z.string(),
  characterHairColor: z.string(),
  characterOutfit: z.string(),
  characterClothingColor: z.string(),
  // Progression (svc-learning).
  progressionAvailable: z.boolean(),
  xp: z.number().int(),
  prepXp: z.number().int(),
  flavorXp: z.number().int(),
  scienceXp: z.number().int(),
  level: z.number().int(),
  prestige: z.number().int(),
  hearts: z.number().int(),
  nextHeartAt: z.string().nullable(),
  coins: z.number().int(),
  spiceStones: z.number().int(),
  /** The spec's other name for spiceStones; always equal. */
  flavourStones: z.number().int(),
  streak: z.number().int(),
  longestStreak: z.number().int(),
  lastStreakDate: isoDateSchema.nullable(),
  streakFreezeCount: z.number().int(),
  /** Level 100 reached: prestige is offered. */
  isMaxLevel: z.boolean(),
  /** Prestige title, null at prestige 0. */
  prestigeTitle: z.string().nullable(),
});

/** Login and refresh answer: a short-lived access token and the user. */
export const authResponseSchema = z.object({ token: z.string(), user: userSchema });

/** What other services may know about a user (GET /internal/users/:userId, batch, search). */
export const userSummarySchema = z.object({
  id: userIdSchema,
  username: z.string(),
  avatarUrl: z.string().nullable(),
});

export const USER_BATCH_MAX = 200;

export const userBatchRequestSchema = z.object({
  userIds: z
    .array(userIdSchema)
    .min(1, 'Give at least one user id')
    .max(USER_BATCH_MAX, `Give at most ${USER_BATCH_MAX} user ids`),
});

/** Found users only, in request order (unknown ids are left out). */
export const userBatchResponseSchema = z.object({ items: z.array(userSummarySchema) });

/** GET /internal/users/search?term=&limit=: username prefix, case-insensitive. */
export const userSearchQuerySchema = z.object({
  term: z
    .string({ error: 'Type at least 2 characters to search' })
    .trim()
    .min(2, 'Type at least 2 characters to search')
    .max(20),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const userSearchResponseSchema = z.object({ items: z.array(userSummarySchema) });

export type User = z.infer<typeof userSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type UserSummary = z.infer<typeof userSummarySchema>;
export type UserBatchRequest = z.infer<typeof userBatchRequestSchema>;
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;
