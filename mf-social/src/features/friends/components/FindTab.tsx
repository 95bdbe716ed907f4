// The Find tab: search from 2 characters; each result offers Add Friend (a dialog for the optional
// message), Accept (at once), Cancel beside a request sent, or shows its state.
import type { SearchResult } from '@fff/contracts';
import { USERNAME_MAX } from '@fff/domain/moderation';
import { ACCOUNT_MESSAGES } from '@fff/domain/shared';
import { canSearchUsers, SOCIAL_TEXT } from '@fff/domain/social';
import { CACHE, errorMessage, useCallFeedback } from '@fff/platform';
import { Button, Card, EmptyState, ErrorState, LoadingText, SpiceStonesIcon } from '@fff/ui';
import { SearchIcon } from '@fff/ui/screen-icons';
import { useEffect, useState } from 'react';
import { Avatar } from '../../../components/Avatar';
import { shown, type ChatPartner } from '../../../lib/chat-partner';
import { useCancelFriendRequestMutation, useSearchUsersQuery } from '../api/friends-api';
import { Field, Grow, List, Meta, Name, ResultButtons, ResultRow } from './styles';
import { useRequestFriend } from './use-request-friend';

const DEBOUNCE_MS = 300;

/** What a result's button does, by relationship. */
function ResultAction({ user, onAdd }: { user: SearchResult; onAdd: (u: ChatPartner) => void }) {
  switch (user.relationship) {
    case 'friends':
      return (
        <Button $variant="secondary" disabled>
          {SOCIAL_TEXT.alreadyFriends}
        </Button>
      );
    case 'request_sent':
      return <SentRequest user={user} />;
    case 'request_received':
      return <AcceptButton user={user} />;
    default:
      return (
        <Button onClick={() => onAdd(user)} aria-label={`Add ${user.username} as a friend`}>
          Add Friend
        </Button>
      );
  }
}

/** The state, and Cancel to take the request back while it waits for an answer. */
function SentRequest({ user }: { user: SearchResult }) {
  const [cancel, { isLoading }] = useCancelFriendRequestMutation();
  const { run: toasted } = useCallFeedback();
  const onCancel = () =>
    toasted(() => cancel(user.id).unwrap(), {
      done: SOCIAL_TEXT.requestCancelled,
      failed: 'Could not cancel the request',
    });
  return (
    <ResultButtons>
      <Button $variant="secondary" disabled>
        Request Sent
      </Button>
      <Button
        $variant="ghost"
        onClick={() => void onCancel()}
        disabled={isLoading}
        aria-label={`Cancel your friend request to ${user.username}`}
      >
        Cancel
      </Button>
    </ResultButtons>
  );
}

/** Accepts the request this cook sent, at once: there is nothing to write back. */
function AcceptButton({ user }: { user: SearchResult }) {
  const { request, isLoading } = useRequestFriend();
  return (
    <Button
      onClick={() => void request(user.id, '')}
      disabled={isLoading}
      aria-label={`Accept ${user.username}'s request`}
    >
      Accept
    </Button>
  );
}

/** Search users by username. */
export function FindTab(props: { onAdd: (u: ChatPartner) => void; onProfile: (u: SearchResult) => void }) {
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(term.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [term]);
  const ready = canSearchUsers(debounced);
  // Each result's button reflects what others did since (a request declined, a friend added), so
  // a search asked again, or the tab opened again, is answered afresh, and an open one with the friends.
  const { data, isFetching, error } = useSearchUsersQuery(debounced, {
    skip: !ready,
    refetchOnMountOrArgChange: true,
    pollingInterval: CACHE.friends.pollMs,
  });

  let body;
  if (!canSearchUsers(term)) body = <p role="status">{ACCOUNT_MESSAGES.searchTooShort}</p>;
  else if (!ready || (isFetching && !data)) body = <LoadingText text="Searching..." />;
  else if (error)
    body = (
      <ErrorState icon={<SearchIcon decorative />} title="Search failed">
        {errorMessage(error)}
      </ErrorState>
    );
  else if (!data || data.length === 0)
    body = (
      <EmptyState icon={<SearchIcon decorative />} title="No cooks found">
        Try another name.
      </EmptyState>
    );
  else {
    body = (
      <List aria-label="Search results">
        {data.map((u) => (
          <Card as="li" key={u.id} aria-label={u.username}>
            <ResultRow>
              <Avatar username={u.username} avatarUrl={u.avatarUrl} />
              <Grow>
                <Name onClick={() => props.onProfile(u)} aria-label={`View ${u.username}'s profile`}>
                  {u.username}
                </Name>
                <Meta>
                  Level {shown(u.level)} · {shown(u.xp)} XP · <SpiceStonesIcon /> {shown(u.flavourStones)}
                </Meta>
              </Grow>
              <ResultAction user={u} onAdd={props.onAdd} />
            </ResultRow>
          </Card>
        ))}
      </List>
    );
  }

  return (
    <div>
      <Field>
        Search users
        <input
          type="search"
          value={term}
          maxLength={USERNAME_MAX}
          placeholder="Username"
          autoComplete="off"
          onChange={(e) => setTerm(e.target.value)}
        />
      </Field>
      {body}
    </div>
  );
}
