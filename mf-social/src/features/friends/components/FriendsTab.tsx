// The Friends tab: friend cards, or an empty state pointing to Find.
import type { FriendEntry } from '@fff/contracts';
import { errorMessage } from '@fff/platform';
import { Button, EmptyState, LoadingText } from '@fff/ui';
import { FriendCard, type FriendCardActions } from './FriendCard';
import { List } from './styles';

/** Props: the list query's state plus what each card can open. */
export interface FriendsTabProps extends Omit<FriendCardActions, 'unread'> {
  friends: FriendEntry[] | undefined;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  unreadByFriend: Record<string, number>;
}

/** Friends list. */
export function FriendsTab({
  friends,
  isLoading,
  error,
  retry,
  unreadByFriend,
  ...actions
}: FriendsTabProps) {
  if (isLoading) return <LoadingText text="Loading your friends..." />;
  if (error || !friends) {
    return (
      <EmptyState
        role="alert"
        icon="🥘"
        title="We couldn't load your friends"
        action={<Button onClick={retry}>Try again</Button>}
      >
        {errorMessage(error)}
      </EmptyState>
    );
  }
  if (friends.length === 0) {
    return (
      <EmptyState icon="👩‍🍳" title="No friends yet">
        Find other cooks in the Find tab and send them a friend request.
      </EmptyState>
    );
  }
  return (
    <List aria-label="Your friends">
      {friends.map((entry) => (
        <FriendCard key={entry.id} entry={entry} unread={unreadByFriend[entry.friend.id]} {...actions} />
      ))}
    </List>
  );
}
