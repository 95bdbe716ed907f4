// The week's theme on Learn (issue 38): what it multiplies or counts, in the words of @fff/domain, as
// the server answered it (the server pays it, so the card never promises a multiplier it does not pay).
import styled from 'styled-components';
import { herbBadgesText } from '@fff/domain/social';
import { Card } from '@fff/ui';
import { useGetWeeklyThemeQuery } from '../api/weekly-theme-api';
import { useClientStarted } from '../../../components/use-client-started';

const Box = styled(Card)`
  margin-top: 16px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 4px 0 0;
  }
`;

/** This week's theme card; nothing until the server answered (drawn by the client only). */
export function WeeklyThemeCard() {
  const started = useClientStarted();
  const { data } = useGetWeeklyThemeQuery(undefined, { skip: !started });
  if (!data) return null;
  const { theme, herbBadges } = data;
  return (
    <Box as="section" aria-labelledby="learn-weekly-theme">
      <h2 id="learn-weekly-theme">This week: {theme.name}</h2>
      <p>
        <strong>{theme.bonusLabel}</strong>
      </p>
      <p data-testid="learn-theme-bonus">{theme.bonus}</p>
      {theme.counts === 'herbs' && <p>{herbBadgesText(herbBadges)}</p>}
    </Box>
  );
}
