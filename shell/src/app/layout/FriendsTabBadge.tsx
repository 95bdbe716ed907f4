// The Friends tab's pending-request count, read by the shell itself through the social contract
// (GET /api/friend-requests, the endpoint mf-social's Friends screen shares): a badge must not
// make every screen load the social remote.
import { useFriendRequestsQuery } from '@fff/platform';
import { Badge } from '@fff/ui';
import styled from 'styled-components';

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
  const { data } = useFriendRequestsQuery();
  const count = Array.isArray(data) ? data.length : 0;
  if (!count) return null;
  return (
    <Bubble aria-label={`${count} pending friend request${count === 1 ? '' : 's'}`}>
      {count > 99 ? '99+' : count}
    </Bubble>
  );
}
