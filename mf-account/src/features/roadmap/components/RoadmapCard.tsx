// One roadmap item: badges, description, votes, the Vote/Voted toggle (voting items only) and
// the progress bar of in-development items.
import styled from 'styled-components';
import type { RoadmapItem } from '@fff/contracts';
import { ROADMAP_TEXT, canVoteOn } from '@fff/domain/help';
import { Badge, Button, Card, ProgressBar } from '@fff/ui';
import { VoteIcon } from '@fff/ui/screen-icons';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  h2 {
    flex-basis: 100%;
    margin: 4px 0 0;
    font-size: 1.1rem;
  }
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  margin-top: 10px;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const STATUS_LABEL = {
  voting: 'Open for voting',
  'in-development': 'In development',
  completed: 'Completed',
} as const;

/** The card; `onVote` toggles the caller's vote. */
export function RoadmapCard({
  item,
  onVote,
  pending,
}: {
  item: RoadmapItem;
  onVote: (item: RoadmapItem) => void;
  pending: boolean;
}) {
  const headingId = `roadmap-${item.id}`;
  const votes = `${item.votes} ${item.votes === 1 ? 'vote' : 'votes'}`;
  return (
    <Card as="article" aria-labelledby={headingId} data-testid={`roadmap-item-${item.id}`}>
      <Head>
        <Badge $tone="muted">{item.category}</Badge>
        <Badge $tone={item.status === 'completed' ? 'primary' : 'accent'}>{STATUS_LABEL[item.status]}</Badge>
        {item.priority === 'high' && <Badge $tone="danger">{ROADMAP_TEXT.highPriority}</Badge>}
        <h2 id={headingId}>{item.title}</h2>
      </Head>
      <p style={{ margin: '6px 0 0' }}>{item.description}</p>
      {item.status === 'in-development' && item.completionPercentage !== null && (
        <div style={{ marginTop: 10 }}>
          <small>{item.completionPercentage}% complete</small>
          <ProgressBar
            value={item.completionPercentage}
            label={`${item.title}: ${item.completionPercentage}% complete`}
          />
        </div>
      )}
      <Foot>
        <span>
          <strong aria-label={votes}>
            <VoteIcon decorative /> {item.votes}
          </strong>
          {item.estimatedRelease && <small> · Expected {item.estimatedRelease}</small>}
        </span>
        {canVoteOn(item) && (
          <Button
            $variant={item.userVoted ? 'primary' : 'secondary'}
            aria-pressed={item.userVoted}
            aria-label={`${item.userVoted ? ROADMAP_TEXT.voted : ROADMAP_TEXT.vote}: ${item.title}`}
            disabled={pending}
            onClick={() => onVote(item)}
          >
            {item.userVoted ? `✓ ${ROADMAP_TEXT.voted}` : ROADMAP_TEXT.vote}
          </Button>
        )}
      </Foot>
    </Card>
  );
}
