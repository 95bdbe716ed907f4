// Friends, requests, search, blocks, reports and gifts (spec part 2 §7) on the one platform api.
import { api, CACHE, fromContract, useFriendRequestsQuery } from '@fff/platform';
import {
  friendListSchema,
  friendRequestActionResponseSchema,
  searchResultListSchema,
  sendFriendRequestResponseSchema,
  sendStonesResponseSchema,
  socialSuccessSchema,
  type FriendEntry,
  type SearchResult,
  type SendFriendRequestResponse,
  type SendStonesResponse,
} from '@fff/contracts';
import { sentRequestTags } from '../../../lib/friend-request-tags';

/** A gift as the dialog sends it; `key` makes a double click or a retry pay once. */
export interface SendStonesArgs {
  toUserId: string;
  amount: number;
  description: string;
  key: string;
}

const friendsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFriends: build.query<FriendEntry[], void>({
      transformResponse: fromContract(friendListSchema),
      query: () => '/friends',
      providesTags: ['Friends'],
    }),
    searchUsers: build.query<SearchResult[], string>({
      transformResponse: fromContract(searchResultListSchema),
      query: (term) => ({ url: '/users/search', params: { term } }),
      providesTags: ['UserSearch'],
    }),
    sendFriendRequest: build.mutation<SendFriendRequestResponse, { userId: string; message: string }>({
      transformResponse: fromContract(sendFriendRequestResponseSchema),
      query: (body) => ({ url: '/friend-requests', method: 'POST', body }),
      invalidatesTags: sentRequestTags,
    }),
    acceptFriendRequest: build.mutation<{ success: true }, string>({
      transformResponse: fromContract(friendRequestActionResponseSchema),
      query: (id) => ({ url: `/friend-requests/${encodeURIComponent(id)}/accept`, method: 'POST' }),
      invalidatesTags: ['FriendRequests', 'Friends', 'UserSearch'],
    }),
    declineFriendRequest: build.mutation<{ success: true }, string>({
      transformResponse: fromContract(friendRequestActionResponseSchema),
      query: (id) => ({ url: `/friend-requests/${encodeURIComponent(id)}/decline`, method: 'POST' }),
      invalidatesTags: ['FriendRequests', 'UserSearch'],
    }),
    blockUser: build.mutation<{ success: true }, string>({
      transformResponse: fromContract(socialSuccessSchema),
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}/block`, method: 'POST' }),
      invalidatesTags: ['Friends', 'FriendRequests', 'UserSearch', 'Chat'],
    }),
    cancelFriendRequest: build.mutation<{ success: true }, string>({
      transformResponse: fromContract(socialSuccessSchema),
      query: (userId) => ({ url: `/users/${encodeURIComponent(userId)}/cancel-request`, method: 'POST' }),
      invalidatesTags: ['UserSearch'],
    }),
    removeFriend: build.mutation<{ success: true }, string>({
      transformResponse: fromContract(socialSuccessSchema),
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}/unfriend`, method: 'POST' }),
      invalidatesTags: ['Friends', 'UserSearch', 'Chat'],
    }),
    reportUser: build.mutation<{ success: true }, { targetId: string; reason: string }>({
      transformResponse: fromContract(socialSuccessSchema),
      query: ({ targetId, reason }) => ({
        url: '/report-content',
        method: 'POST',
        body: { type: 'user', targetId, reason },
      }),
    }),
    sendStones: build.mutation<SendStonesResponse, SendStonesArgs>({
      transformResponse: fromContract(sendStonesResponseSchema),
      query: ({ key, ...body }) => ({
        url: '/flavour-stones/send',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      // On success the current user (the status bar's Spice Stones) is refreshed (spec §7).
      invalidatesTags: ['User', 'Wallet', 'Friends', 'Activities'],
    }),
  }),
});

export const {
  useSearchUsersQuery,
  useSendFriendRequestMutation,
  useAcceptFriendRequestMutation,
  useCancelFriendRequestMutation,
  useDeclineFriendRequestMutation,
  useBlockUserMutation,
  useRemoveFriendMutation,
  useReportUserMutation,
  useSendStonesMutation,
} = friendsApi;

/** Friends, polled every 60 s and fresh for 30 s (spec §9). */
export function useFriends() {
  return friendsApi.useGetFriendsQuery(undefined, {
    pollingInterval: CACHE.friends.pollMs,
    refetchOnMountOrArgChange: CACHE.friends.freshS,
  });
}

/** Incoming requests, polled every 60 s: the same endpoint as the shell's navigation badge. */
export const useFriendRequests = useFriendRequestsQuery;
