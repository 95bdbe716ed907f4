// The Friends tab: friend cards, or an empty state pointing to Find.
import type { FriendEntry } from '@fff/contracts';
import { errorMessage } from '@fff/platform';
import { FriendsIcon, KitchenIcon, QueryStates } from '@fff/ui';
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
  return (
    <QueryStates
      query={{ data: friends, error, isLoading, refetch: retry }}
      loading="Loading your friends..."
      failure={{
        icon: <KitchenIcon decorative />,
        title: "We couldn't load your friends",
        text: errorMessage(error),
      }}
      empty={{
        icon: <FriendsIcon decorative />,
        title: 'No friends yet',
        text: 'Find other cooks in the Find tab and send them a friend request.',
      }}
    >
      {(list) => (
        <List aria-label="Your friends">
          {list.map((entry) => (
            <FriendCard key={entry.id} entry={entry} unread={unreadByFriend[entry.friend.id]} {...actions} />
          ))}
        </List>
      )}
    </QueryStates>
  );
}
