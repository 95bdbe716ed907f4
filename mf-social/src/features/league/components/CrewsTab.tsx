// Crews: the learner's Kitchen Crews and invitations (Join or Decline, Leave), and the create-crew dialog.
import { useState } from 'react';
import { CREW_MESSAGES } from '@fff/domain/social';
import { errorMessage, useCallFeedback } from '@fff/platform';
import type { Crew } from '@fff/contracts';
import { Badge, Button, Card, QueryStates } from '@fff/ui';
import { CrewIcon } from '@fff/ui/screen-icons';
import styled from 'styled-components';
import {
  useDeclineCrewMutation,
  useGetCrewsQuery,
  useJoinCrewMutation,
  useLeaveCrewMutation,
} from '../api/league-api';
import { CreateCrewDialog } from './CreateCrewDialog';
import { Buttons, Grow, List, Row, Score } from './league-styles';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  > div {
    flex: 1;
    min-width: 0;
  }
`;

/** The crews list with its create button. */
export function CrewsTab() {
  const crews = useGetCrewsQuery();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Buttons style={{ marginTop: 0, marginBottom: 12 }}>
        <Button onClick={() => setCreating(true)}>Create Kitchen Crew</Button>
      </Buttons>
      <QueryStates
        query={crews}
        loading="Loading your crews..."
        failure={{
          role: 'status',
          icon: <CrewIcon decorative />,
          title: "We couldn't load your crews",
          text: errorMessage(crews.error),
        }}
        empty={{
          icon: <CrewIcon decorative />,
          title: 'No Kitchen Crews yet',
          text: "Team up with 1 to 3 friends: a crew's weekly score is the sum of its members'.",
        }}
      >
        {(data) => (
          <List aria-label="Your Kitchen Crews">
            {data.map((crew) => (
              <CrewItem key={crew.id} crew={crew} />
            ))}
          </List>
        )}
      </QueryStates>
      <CreateCrewDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function CrewItem({ crew }: { crew: Crew }) {
  const { run } = useCallFeedback();
  const [join, joining] = useJoinCrewMutation();
  const [decline, declining] = useDeclineCrewMutation();
  const [leave, leaving] = useLeaveCrewMutation();
  const busy = joining.isLoading || declining.isLoading || leaving.isLoading;
  const accept = () =>
    run(() => join(crew.id).unwrap(), {
      done: CREW_MESSAGES.joined,
      failed: CREW_MESSAGES.joinFailed,
      fallback: 'Please try again later.',
    });
  const stepOut = () =>
    crew.status === 'invited'
      ? run(() => decline(crew.id).unwrap(), {
          done: CREW_MESSAGES.declined,
          failed: CREW_MESSAGES.declineFailed,
        })
      : run(() => leave(crew.id).unwrap(), { done: CREW_MESSAGES.left, failed: CREW_MESSAGES.leaveFailed });
  return (
    <li>
      <Card aria-label={`Kitchen Crew ${crew.name}`}>
        <Head>
          {crew.banner ? (
            <span role="img" aria-label={`Banner of ${crew.name}`} style={{ fontSize: '1.8rem' }}>
              {crew.banner}
            </span>
          ) : (
            <CrewIcon decorative size="1.8rem" />
          )}
          <div>
            <h3>{crew.name}</h3>
            {crew.status === 'invited' && <Badge $tone="accent">Invitation</Badge>}
          </div>
          <Score>
            {crew.weeklyScore}
            <small>points</small>
          </Score>
        </Head>
        <List aria-label={`Members of ${crew.name}`} style={{ marginTop: 10 }}>
          {crew.members.map((m) => (
            <Row key={m.id} $mine={m.isCurrentUser}>
              <Grow>
                <strong>
                  {m.username}
                  {m.isCurrentUser ? ' (You)' : ''}
                </strong>
              </Grow>
              <Score>{m.weeklyScore}</Score>
            </Row>
          ))}
          {crew.invited.map((p) => (
            <Row key={p.id}>
              <Grow>
                <strong>{p.username}</strong>
                <span>Invited</span>
              </Grow>
            </Row>
          ))}
        </List>
        <Buttons>
          {crew.status === 'invited' && (
            <Button onClick={() => void accept()} disabled={busy}>
              Join Crew
            </Button>
          )}
          <Button $variant="secondary" onClick={() => void stepOut()} disabled={busy}>
            {crew.status === 'invited' ? 'Decline' : 'Leave Crew'}
          </Button>
        </Buttons>
      </Card>
    </li>
  );
}
