import { FRIEND_REQUEST_MESSAGE_MAX, SOCIAL_ERRORS, USER_SEARCH_PAGE } from '@fff/domain';
import * as z from 'zod/mini';
import { userIdSchema } from './common';
import { userSearchQuerySchema } from './user';

/** Ids svc-social issues for its own records (requests, messages): MongoDB ObjectId hex. */
export const socialIdSchema = z
  .string({ error: 'An id is required' })
  .check(z.regex(/^[a-f0-9]{24}$/i, 'That is not a valid id'));

/** /api/friend-requests/:id/accept and /decline */
export const friendRequestParamsSchema = z.object({ id: socialIdSchema });
/** /api/chat/:friendId, /api/users/:id/block */
export const friendIdParamsSchema = z.object({ friendId: userIdSchema });
export const targetUserParamsSchema = z.object({ id: userIdSchema });

/**
 * POST /api/friend-requests. The Friends screen sends userId, the league screen receiverId (spec §7);
 * either names the receiver. The message is optional and filtered.
 */
export const sendFriendRequestBodySchema = z
  .object({
    userId: z.optional(userIdSchema),
    receiverId: z.optional(userIdSchema),
    message: z.nullish(
      z
        .string()
        .check(
          z.maxLength(
            FRIEND_REQUEST_MESSAGE_MAX,
            `A message is at most ${FRIEND_REQUEST_MESSAGE_MAX} characters`,
          ),
        ),
    ),
  })
  .check(
    z.refine((b) => b.userId || b.receiverId, {
      message: 'Choose who to send the request to',
      path: ['userId'],
    }),
  );

/** Numbers of a learner; null when hidden by their privacy settings or when svc-learning is down. */
const progressFields = {
  level: z.nullable(z.number().check(z.int(), z.gte(1))),
  xp: z.nullable(z.number().check(z.int(), z.gte(0))),
};

/** One incoming request (GET /api/friend-requests, newest first). */
export const friendRequestSchema = z.object({
  id: z.string(),
  sender: z.object({
    id: z.string(),
    username: z.string(),
    avatarUrl: z.nullable(z.string()),
    ...progressFields,
  }),
  message: z.string(),
  createdAt: z.string(),
});
export const friendRequestListSchema = z.array(friendRequestSchema);

/**
 * POST /api/friend-requests answer: pending, or accepted at once when the receiver had asked first.
 * `messageRemoved`: the message the learner wrote was filtered out whole, so the request went
 * without it (not in the spec, which drops it silently; the sender is told).
 */
export const sendFriendRequestResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['pending', 'accepted']),
  requestId: z.string(),
  messageRemoved: z.optional(z.literal(true)),
});
export const friendRequestActionResponseSchema = z.object({ success: z.literal(true) });

/** One friend (GET /api/friends). */
export const friendEntrySchema = z.object({
  id: z.string(),
  friendship: z.object({
    id: z.string(),
    userId: z.string(),
    friendId: z.string(),
    status: z.literal('accepted'),
    createdAt: z.string(),
    acceptedAt: z.string(),
  }),
  friend: z.object({
    id: z.string(),
    username: z.string(),
    avatarUrl: z.nullable(z.string()),
    isOnline: z.boolean(),
    ...progressFields,
    streak: z.nullable(z.number().check(z.int(), z.gte(0))),
    flavourStones: z.nullable(z.number().check(z.int(), z.gte(0))),
  }),
});
export const friendListSchema = z.array(friendEntrySchema);

/** GET /api/users/search?term=&limit=&page= (page from 1). */
export const publicUserSearchQuerySchema = z.extend(userSearchQuerySchema, {
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(USER_SEARCH_PAGE.max)),
    USER_SEARCH_PAGE.default,
  ),
  page: z._default(
    z.coerce
      .number({ error: 'page must be a number' })
      .check(z.int(), z.gte(1, 'page starts at 1'), z.lte(1000)),
    1,
  ),
});

/** How the searcher relates to a found user (drives Add / Already Friends / Pending). */
export const relationshipSchema = z.enum(['none', 'friends', 'request_sent', 'request_received']);

export const searchResultSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  ...progressFields,
  flavourStones: z.nullable(z.number().check(z.int(), z.gte(0))),
  relationship: relationshipSchema,
});
export const searchResultListSchema = z.array(searchResultSchema);

/** Error messages of these calls, for clients that want to match them. */
export const FRIEND_ERRORS = SOCIAL_ERRORS;

export type FriendRequest = z.infer<typeof friendRequestSchema>;
export type SendFriendRequestBody = z.infer<typeof sendFriendRequestBodySchema>;
export type SendFriendRequestResponse = z.infer<typeof sendFriendRequestResponseSchema>;
export type FriendEntry = z.infer<typeof friendEntrySchema>;
export type PublicUserSearchQuery = z.infer<typeof publicUserSearchQuerySchema>;
export type Relationship = z.infer<typeof relationshipSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
