// League screen: current league (or its error), last week's result (once), weekly theme, XP totals,
// tabs and a mascot tip.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { LeagueWeekResult } from '@fff/contracts';
import { api, errorMessage, useAppDispatch } from '@fff/platform';
import { KitchenIcon, PageHeader, QueryStates } from '@fff/ui';
import { useGetCurrentLeagueQuery } from '../api/league-api';
import { CurrentLeagueCard } from './CurrentLeagueCard';
import { LastWeekResult } from './LastWeekResult';
import { LeagueTabs } from './LeagueTabs';
import { MascotTip } from './MascotTip';
import { WeeklyThemeBanner } from './WeeklyThemeBanner';
import { XpTotals } from './XpTotals';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

/** The whole league screen. */
export function LeagueView() {
  const query = useGetCurrentLeagueQuery();
  const { data } = query;
  const dispatch = useAppDispatch();
  // An outage fails the card and the open tab together: the card's Try again asks both (and the
  // crews) again, so the screen does not come back half-broken.
  const retryAll = () => dispatch(api.util.invalidateTags(['League', 'Rankings', 'Crews']));
  // The server hands last week's result out once; keep it on screen until dismissed.
  const [lastWeek, setLastWeek] = useState<LeagueWeekResult | null>(null);
  useEffect(() => {
    if (data?.lastWeekResult) setLastWeek(data.lastWeekResult);
  }, [data?.lastWeekResult]);
  return (
    <Stack>
      <PageHeader title="League" subtitle="Compete with cooks at your level every week." />
      {lastWeek && <LastWeekResult result={lastWeek} onDismiss={() => setLastWeek(null)} />}
      <QueryStates
        query={{ ...query, refetch: retryAll }}
        loading="Loading your league..."
        failure={{
          icon: <KitchenIcon decorative />,
          title: "We couldn't load your league",
          text: errorMessage(query.error),
        }}
      >
        {(league) => <CurrentLeagueCard data={league} />}
      </QueryStates>
      <WeeklyThemeBanner />
      <XpTotals />
      <LeagueTabs league={data} />
      <MascotTip />
    </Stack>
  );
}
