// The learner's current league, position in their cohort and this week's score.
import styled from 'styled-components';
import type { CurrentLeagueResponse } from '@fff/contracts';
import { herbBadgesText } from '@fff/domain/social';
import { Badge, Card } from '@fff/ui';
import { useGetLeagueWeeklyThemeQuery } from '../api/league-api';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > div:nth-child(2) {
    min-width: 0;
  }
`;

const Emoji = styled.span`
  font-size: 2.4rem;
  line-height: 1;
`;

const Position = styled.div`
  margin-left: auto;
  text-align: center;
  strong {
    display: block;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** League card with emoji, name, theme, position in the cohort, weekly score and Herb Wars badges. */
export function CurrentLeagueCard({ data }: { data: CurrentLeagueResponse }) {
  const { currentLeague, userPosition, cohortSize, weeklyScore } = data;
  const { data: week } = useGetLeagueWeeklyThemeQuery();
  return (
    <Card $accent={currentLeague.color} aria-label="Current league">
      <Row>
        <Emoji aria-hidden="true">{currentLeague.emoji}</Emoji>
        <div>
          <h2>{currentLeague.name}</h2>
          <p>{currentLeague.theme}</p>
          <p>
            From {currentLeague.minXP} XP · {weeklyScore} points this week
          </p>
          {week?.theme.counts === 'herbs' && (
            <p>
              <Badge data-testid="herb-badges">🌿 {herbBadgesText(week.herbBadges)}</Badge>
            </p>
          )}
        </div>
        <Position>
          <strong>#{userPosition}</strong>
          <span>of {cohortSize}</span>
        </Position>
      </Row>
    </Card>
  );
}
