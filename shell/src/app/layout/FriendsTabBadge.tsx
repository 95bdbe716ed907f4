// The Friends tab's pending-request count, read by the shell itself through the social contract
// (GET /api/friend-requests): a badge must not make every screen load the social remote.
import type { FriendRequest } from '@fff/contracts';
import { api, CACHE } from '@fff/platform';
import { Badge } from '@fff/ui';
import styled from 'styled-components';

const badgeApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Its own name: mf-social's friends list screen keeps its getFriendRequests; both carry the
    // FriendRequests tag, so accepting or sending a request refreshes the count too.
    pendingFriendRequests: build.query<FriendRequest[], void>({
      query: () => '/friend-requests',
      providesTags: ['FriendRequests'],
    }),
  }),
});

/** A round count: the shell's tab bar reserves no room for it (absolutely placed), so no shift. */
const Bubble = styled(Badge).attrs({ $tone: 'danger' as const })`
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  font-size: 0.7rem;
`;

/** Count bubble when requests are pending (polled every 60 s); nothing otherwise or on failure. */
export function FriendsTabBadge() {
  const { count } = badgeApi.usePendingFriendRequestsQuery(undefined, {
    pollingInterval: CACHE.friendRequests.pollMs,
    selectFromResult: ({ data }) => ({ count: Array.isArray(data) ? data.length : 0 }),
  });
  if (!count) return null;
  return (
    <Bubble aria-label={`${count} pending friend request${count === 1 ? '' : 's'}`}>
      {count > 99 ? '99+' : count}
    </Bubble>
  );
}
