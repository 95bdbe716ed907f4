// Rankings / Leagues / Crews / Rewards.
import styled from 'styled-components';
import type { CurrentLeagueResponse } from '@fff/contracts';
import { Tabs } from '@fff/ui';
import { CrewsTab } from './CrewsTab';
import { LeaguesTab } from './LeaguesTab';
import { RankingsTab } from './RankingsTab';
import { RewardsTab } from './RewardsTab';

// On a phone the shell's floating chat button (56 px, 16 px from the right, shell ChatButton.tsx)
// sits over the column's right edge: when the tab row is scrolled to the bottom of the screen it
// covered Rewards. The row keeps clear of that strip and wraps its tabs rather than run under it.
const ClearOfChatButton = styled.div`
  @media (max-width: 600px) {
    [role='tablist'] {
      margin-right: 64px;
      flex-wrap: wrap;
    }
  }
`;

/** The four league tabs. */
export function LeagueTabs({ league }: { league?: CurrentLeagueResponse }) {
  return (
    <ClearOfChatButton>
      <Tabs
        label="League sections"
        items={[
          { id: 'rankings', label: 'Rankings', content: <RankingsTab /> },
          {
            id: 'leagues',
            label: 'Leagues',
            content: <LeaguesTab currentLeagueId={league?.currentLeague.id} />,
          },
          { id: 'crews', label: 'Crews', content: <CrewsTab /> },
          {
            id: 'rewards',
            label: 'Rewards',
            content: <RewardsTab week={league?.week} theme={league?.theme} />,
          },
        ]}
      />
    </ClearOfChatButton>
  );
}
