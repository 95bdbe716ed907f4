// Last week's final standing, shown once (the server hands it out on the first read after the close).
import styled from 'styled-components';
import type { LeagueWeekResult } from '@fff/contracts';
import { Button, Card } from '@fff/ui';

const Body = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 2px 0 0;
  }
  > div {
    flex: 1;
    min-width: 0;
  }
`;

// A rule, not a style attribute: a page drawn on the server carries the markup, and its CSP refuses
// inline style attributes.
const Medal = styled.span`
  font-size: 2rem;
`;

const MEDALS = ['🥇', '🥈', '🥉'];

/** The result card with a Dismiss button. */
export function LastWeekResult({ result, onDismiss }: { result: LeagueWeekResult; onDismiss: () => void }) {
  return (
    <Card aria-label="Last week's result" role="status">
      <Body>
        <Medal aria-hidden="true">{MEDALS[result.position - 1] ?? '🍽️'}</Medal>
        <div>
          <h2>
            Last week: #{result.position} of {result.cohortSize} in {result.leagueName}
          </h2>
          <p>
            {result.weeklyScore} points.{' '}
            {result.reward > 0
              ? `You earned ${result.reward} Spice Stones!`
              : 'The top 3 earn Spice Stones: try again this week!'}
          </p>
        </div>
        <Button $variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </Body>
    </Card>
  );
}
