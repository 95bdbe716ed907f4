import {
  friendListSchema,
  friendRequestActionResponseSchema,
  friendRequestListSchema,
  friendRequestParamsSchema,
  publicUserSearchQuerySchema,
  searchResultListSchema,
  sendFriendRequestBodySchema,
  sendFriendRequestResponseSchema,
  socialSuccessSchema,
  targetUserParamsSchema,
} from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import type { SocialDeps } from '../shared/deps';
import { listFriends, removeFriend } from './friends-service';
import {
  acceptFriendRequest,
  cancelFriendRequest,
  declineFriendRequest,
  listIncomingRequests,
  sendFriendRequest,
} from './requests-service';
import { searchUsers } from './search-service';

const route = declareRoutes<SocialDeps>();
const common = { auth: 'bearer', tags: ['friends'] } as const;

/**
 * /api/friends, /api/friend-requests*, /api/users/{id}/cancel-request, /api/users/{id}/unfriend and
 * /api/users/search (app.ts puts requireAuth in front).
 */
export const friendRoutes = [
  route(
    {
      ...common,
      method: 'get',
      path: '/api/friends',
      summary:
        "The learner's friends with presence and progress (numbers null when hidden or learning is down)",
      responses: { 200: { description: 'Friend entries', schema: friendListSchema } },
    },
    (_in, { res, deps }) => listFriends(authOf(res), deps),
  ),
  route(
    {
      ...common,
      method: 'get',
      path: '/api/friend-requests',
      summary: 'Pending requests to the learner, newest first',
      responses: { 200: { description: 'Requests', schema: friendRequestListSchema } },
    },
    (_in, { res, deps }) => listIncomingRequests(authOf(res), deps),
  ),
  route(
    {
      ...common,
      method: 'post',
      path: '/api/friend-requests',
      summary: 'Ask someone to be friends (accepts theirs when they asked first)',
      body: sendFriendRequestBodySchema,
      responses: { 200: { description: 'Pending or accepted', schema: sendFriendRequestResponseSchema } },
      errors: [403, 404, 409],
    },
    ({ body }, { res, deps }) =>
      sendFriendRequest(authOf(res), (body.userId ?? body.receiverId) as string, body.message, deps),
  ),
  route(
    {
      ...common,
      method: 'post',
      path: '/api/friend-requests/{id}/accept',
      summary: 'Accept a pending request addressed to the learner',
      params: friendRequestParamsSchema,
      responses: { 200: { description: 'Accepted', schema: friendRequestActionResponseSchema } },
      errors: [404],
    },
    async ({ params }, { res, deps }) => {
      await acceptFriendRequest(authOf(res), params.id, deps);
      return { success: true as const };
    },
  ),
  route(
    {
      ...common,
      method: 'post',
      path: '/api/friend-requests/{id}/decline',
      summary: 'Decline a pending request addressed to the learner',
      params: friendRequestParamsSchema,
      responses: { 200: { description: 'Declined', schema: friendRequestActionResponseSchema } },
      errors: [404],
    },
    async ({ params }, { res, deps }) => {
      await declineFriendRequest(authOf(res), params.id, deps);
      return { success: true as const };
    },
  ),
  route(
    {
      ...common,
      method: 'post',
      path: '/api/users/{id}/cancel-request',
      summary:
        "Withdraw the learner's pending friend request to this cook; nothing changes when none is pending",
      params: targetUserParamsSchema,
      responses: { 200: { description: 'No request pending (any more)', schema: socialSuccessSchema } },
      errors: [404],
    },
    async ({ params }, { res, deps }) => {
      await cancelFriendRequest(authOf(res), params.id, deps);
      return { success: true as const };
    },
  ),
  route(
    {
      ...common,
      method: 'post',
      path: '/api/users/{id}/unfriend',
      summary:
        'End a friendship on both sides (no block: either may ask again); nothing changes when not friends',
      params: targetUserParamsSchema,
      responses: { 200: { description: 'Not friends (any more)', schema: socialSuccessSchema } },
      errors: [404],
    },
    async ({ params }, { res }) => {
      await removeFriend(authOf(res), params.id);
      return { success: true as const };
    },
  ),
  route(
    {
      ...common,
      method: 'get',
      path: '/api/users/search',
      summary:
        'Username prefix search (from 2 characters), leaving out the searcher, blocks and private profiles',
      query: publicUserSearchQuerySchema,
      responses: { 200: { description: 'One page of users', schema: searchResultListSchema } },
    },
    ({ query }, { res, deps }) => searchUsers(authOf(res), query, deps),
  ),
];
