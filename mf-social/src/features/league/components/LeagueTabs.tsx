// Rankings / Leagues / Crews / Rewards.
import type { CurrentLeagueResponse } from '@fff/contracts';
import { Tabs } from '@fff/ui';
import { CrewsTab } from './CrewsTab';
import { LeaguesTab } from './LeaguesTab';
import { RankingsTab } from './RankingsTab';
import { RewardsTab } from './RewardsTab';

/** The four league tabs. */
export function LeagueTabs({ league }: { league?: CurrentLeagueResponse }) {
  return (
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
  );
}
