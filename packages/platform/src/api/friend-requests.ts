// GET /api/friend-requests in one place for the shell and mf-social: the shell's Friends tab shows
// the pending count on every signed-in screen without loading the social remote, and mf-social's
// Friends screen lists the requests. One endpoint of the one api means one cache entry and one
// request, whichever of them are mounted (two endpoint names on one URL asked for it twice).
import { friendRequestListSchema, type FriendRequest } from '@fff/contracts';
import { api } from './api';
import { CACHE } from './cache';
import { fromContract } from './contract';

const friendRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFriendRequests: build.query<FriendRequest[], void>({
      query: () => '/friend-requests',
      transformResponse: fromContract(friendRequestListSchema),
      providesTags: ['FriendRequests'],
    }),
  }),
});

/** Incoming friend requests, polled every 60 s (sending, accepting or declining refreshes them). */
export function useFriendRequestsQuery() {
  return friendRequestsApi.useGetFriendRequestsQuery(undefined, {
    pollingInterval: CACHE.friendRequests.pollMs,
  });
}
