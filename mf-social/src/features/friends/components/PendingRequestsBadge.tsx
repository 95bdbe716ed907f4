// Count bubble on the Friends tab of the bottom navigation; nothing when there are no pending requests.
import styled from 'styled-components';
import { useFriendRequests } from '../api/friends-api';

const Bubble = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: 0.7rem;
  font-weight: 700;
`;

/** Badge with the pending friend request count when above 0 (polled every 60 s). */
export function PendingRequestsBadge() {
  const { data } = useFriendRequests();
  const count = Array.isArray(data) ? data.length : 0;
  if (!count) return null;
  return (
    <Bubble aria-label={`${count} pending friend request${count === 1 ? '' : 's'}`}>
      {count > 99 ? '99+' : count}
    </Bubble>
  );
}
