import { ACCOUNT_MESSAGES, USERNAME_MAX, USER_SEARCH_MIN } from '@fff/domain';
import * as z from 'zod/mini';
import { userIdSchema } from './common';
import { progressionSchema } from './progression';

/**
 * The progression part of the user payload: svc-learning's progression (without the user id) plus
 * progressionAvailable, false when learning could not be reached and the fields carry NEW_LEARNER.
 */
export const userProgressionSchema = z.extend(z.omit(progressionSchema, { userId: true }), {
  progressionAvailable: z.boolean(),
  /** The spec's other name for spiceStones; always equal. */
  flavourStones: z.number().check(z.int(), z.gte(0)),
  /** Nothing grants streak freezes yet, so 0. */
  streakFreezeCount: z.number().check(z.int(), z.gte(0)),
});

/**
 * GET /api/user and the `user` of login/refresh: the profile svc-identity owns plus the learner's
 * progression from svc-learning. When learning cannot be reached the progression fields carry
 * defaults and progressionAvailable is false (the call never fails for that reason).
 */
export const userSchema = z.extend(
  z.object({
    id: userIdSchema,
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    bio: z.string(),
    avatarUrl: z.nullable(z.string()),
    createdAt: z.string(),
    isDeveloper: z.boolean(),
    emailVerified: z.boolean(),
    referralCode: z.string(),
    totalReferrals: z.number().check(z.int(), z.gte(0)),
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
  }),
  userProgressionSchema.shape,
);

/** Login and refresh answer: a short-lived access token and the user. */
export const authResponseSchema = z.object({ token: z.string(), user: userSchema });

/** What other services may know about a user (GET /internal/users/:userId, batch, search). */
export const userSummarySchema = z.object({
  id: userIdSchema,
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
});

export const USER_BATCH_MAX = 200;

export const userBatchRequestSchema = z.object({
  userIds: z
    .array(userIdSchema)
    .check(
      z.minLength(1, 'Give at least one user id'),
      z.maxLength(USER_BATCH_MAX, `Give at most ${USER_BATCH_MAX} user ids`),
    ),
});

/** Found users only, in request order (unknown ids are left out). */
export const userBatchResponseSchema = z.object({ items: z.array(userSummarySchema) });

/** GET /internal/users/search?term=&limit=: username prefix, case-insensitive. */
export const userSearchQuerySchema = z.object({
  term: z
    .string({ error: ACCOUNT_MESSAGES.searchTooShort })
    .check(
      z.trim(),
      z.minLength(USER_SEARCH_MIN, ACCOUNT_MESSAGES.searchTooShort),
      z.maxLength(USERNAME_MAX),
    ),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});

export const userSearchResponseSchema = z.object({ items: z.array(userSummarySchema) });

export type UserProgression = z.infer<typeof userProgressionSchema>;
export type User = z.infer<typeof userSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type UserSummary = z.infer<typeof userSummarySchema>;
export type UserBatchRequest = z.infer<typeof userBatchRequestSchema>;
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;
