// GET /api/friend-requests: incoming requests, polled every 60 s (drives the nav badge).
import { api, CACHE } from '@fff/platform';

/** One incoming friend request (only the count is read here). */
export interface FriendRequestSummary {
  id: string;
}

const friendRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFriendRequests: build.query<FriendRequestSummary[], void>({
      query: () => '/friend-requests',
      providesTags: ['FriendRequests'],
    }),
  }),
});

/** Pending request count; undefined until known (or when the call fails). */
export function usePendingFriendRequestCount(): number | undefined {
  const { data } = friendRequestsApi.useGetFriendRequestsQuery(undefined, { pollingInterval: CACHE.friendRequests.pollMs });
  return Array.isArray(data) ? data.length : undefined;
}
