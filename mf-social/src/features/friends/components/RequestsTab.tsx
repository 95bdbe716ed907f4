// The Requests tab: incoming requests with Accept and Decline.
import type { FriendRequest } from '@fff/contracts';
import { SOCIAL_TEXT } from '@fff/domain/social';
import { errorMessage, useCallFeedback } from '@fff/platform';
import { Button, Card, QueryStates } from '@fff/ui';
import { InboxIcon } from '@fff/ui/screen-icons';
import { Avatar } from '../../../components/Avatar';
import { shown } from '../../../lib/chat-partner';
import { useAcceptFriendRequestMutation, useDeclineFriendRequestMutation } from '../api/friends-api';
import { Actions, Grow, List, Meta, Row } from './styles';

/** Incoming requests. */
export function RequestsTab(props: {
  requests: FriendRequest[] | undefined;
  isLoading: boolean;
  error: unknown;
}) {
  const [accept, accepting] = useAcceptFriendRequestMutation();
  const [decline, declining] = useDeclineFriendRequestMutation();
  const { run: toasted } = useCallFeedback();
  const busy = accepting.isLoading || declining.isLoading;

  const answer = (id: string, yes: boolean) =>
    toasted(() => (yes ? accept(id) : decline(id)).unwrap(), {
      done: yes ? SOCIAL_TEXT.requestAccepted : SOCIAL_TEXT.requestDeclined,
      failed: 'Request not updated',
      variant: yes ? 'success' : 'default',
    });

  return (
    <QueryStates
      query={{ data: props.requests, error: props.error, isLoading: props.isLoading }}
      loading="Loading requests..."
      failure={{ title: "We couldn't load your requests", text: errorMessage(props.error) }}
      empty={{
        icon: <InboxIcon decorative />,
        title: 'No pending requests',
        text: 'When someone asks to be your friend, it shows up here.',
      }}
    >
      {(requests) => (
        <List aria-label="Friend requests">
          {requests.map((r) => (
            <Card as="li" key={r.id} aria-label={`Request from ${r.sender.username}`}>
              <Row>
                <Avatar username={r.sender.username} avatarUrl={r.sender.avatarUrl} />
                <Grow>
                  <strong>{r.sender.username}</strong>
                  <Meta>
                    Level {shown(r.sender.level)} · {shown(r.sender.xp)} XP
                  </Meta>
                  {r.message && <Meta>“{r.message}”</Meta>}
                </Grow>
              </Row>
              <Actions>
                <Button onClick={() => void answer(r.id, true)} disabled={busy}>
                  Accept
                </Button>
                <Button $variant="secondary" onClick={() => void answer(r.id, false)} disabled={busy}>
                  Decline
                </Button>
              </Actions>
            </Card>
          ))}
        </List>
      )}
    </QueryStates>
  );
}
