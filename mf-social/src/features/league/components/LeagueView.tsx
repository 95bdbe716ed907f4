// League screen: current league (or its error), weekly theme, XP totals, tabs and a mascot tip.
import styled from 'styled-components';
import { errorMessage } from '@fff/platform';
import { Button, EmptyState, LoadingText, PageHeader } from '@fff/ui';
import { useGetCurrentLeagueQuery } from '../api/league-api';
import { CurrentLeagueCard } from './CurrentLeagueCard';
import { LeagueTabs } from './LeagueTabs';
import { MascotTip } from './MascotTip';
import { WeeklyThemeBanner } from './WeeklyThemeBanner';
import { XpTotals } from './XpTotals';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** The whole league screen. */
export function LeagueView() {
  const { data, error, isLoading, isFetching, refetch } = useGetCurrentLeagueQuery();
  let league;
  if (isLoading) league = <LoadingText text="Loading your league..." />;
  else if (error || !data) {
    league = (
      <EmptyState role="alert" icon="🥘" title="We couldn't load your league" action={<Button onClick={() => refetch()} disabled={isFetching}>Try again</Button>}>
        {errorMessage(error)}
      </EmptyState>
    );
  } else league = <CurrentLeagueCard data={data} />;

  return (
    <Stack>
      <PageHeader title="League" subtitle="Compete with cooks at your level every week." />
      {league}
      <WeeklyThemeBanner />
      <XpTotals />
      <LeagueTabs />
      <MascotTip />
    </Stack>
  );
}
