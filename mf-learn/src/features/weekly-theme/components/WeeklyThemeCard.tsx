// The week's theme on Learn (issue 38): what it multiplies or counts, in the words of @fff/domain, as
// the server answered it (the server pays it, so the card never promises a multiplier it does not pay).
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { herbBadgesText } from '@fff/domain/social';
import { Card } from '@fff/ui';
import { useGetWeeklyThemeQuery } from '../api/weekly-theme-api';

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

/**
 * This week's theme card; nothing until the server answered. Drawn by the client only, as the
 * Review entry and the daily quests are: drawn on the server too, the hydrating client rendered
 * nothing in its place (React error 418), threw the whole drawn Learn page away and lost the tap
 * a learner made before the client started.
 */
export function WeeklyThemeCard() {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
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
