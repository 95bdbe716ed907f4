// The test page's league view: the current league and position, and the live top 5 with 'You'.
// A league service that does not answer is an error with a retry, never 'No rankings yet'.
import { TEST_RANKINGS_SHOWN } from '@fff/domain/shared';
import { Badge, Card, ErrorState, LeagueIcon, LoadingText } from '@fff/ui';
import styled from 'styled-components';
import { useGetTestCurrentLeagueQuery, useGetTestRankingsQuery } from '../api/xp-test-api';

const Rank = styled.li<{ $me: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 0;
  font-weight: ${({ $me }) => ($me ? 800 : 400)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Current league line and the top-5 rankings of the signed-in learner's league. */
export function LeagueBoard({ userId }: { userId: string }) {
  const rankings = useGetTestRankingsQuery();
  const league = useGetTestCurrentLeagueQuery();
  const top = (rankings.data ?? []).slice(0, TEST_RANKINGS_SHOWN);
  const failed = rankings.isError || league.isError;
  const retry = () => {
    if (rankings.isError) void rankings.refetch();
    if (league.isError) void league.refetch();
  };
  return (
    <Card aria-labelledby="rankings-title">
      <h2 id="rankings-title">League Rankings (Top {TEST_RANKINGS_SHOWN})</h2>
      {league.data && (
        <p aria-live="polite">
          {league.data.currentLeague.emoji} {league.data.currentLeague.name} · You are #
          {league.data.userPosition}
        </p>
      )}
      {(rankings.isLoading || league.isLoading) && <LoadingText text="Loading rankings..." />}
      {failed && (
        <ErrorState
          icon={<LeagueIcon decorative />}
          title="We couldn't load the rankings"
          stillWorks="Awarding test XP still works."
          onRetry={retry}
          retrying={rankings.isFetching || league.isFetching}
        >
          The league kitchen isn&apos;t answering right now.
        </ErrorState>
      )}
      {/* 'No rankings yet' only when the league really answered with an empty board. */}
      {rankings.isSuccess && top.length === 0 && <p>No rankings yet. Award some XP to get on the board!</p>}
      {rankings.isSuccess && (
        <List aria-live="polite">
          {top.map((entry, i) => (
            <Rank key={entry.id} $me={entry.id === userId}>
              <span>
                {i + 1}. {entry.username} {entry.id === userId && <Badge $tone="primary">You</Badge>}
              </span>
              {/* Positions rank this week's themed score (the weekly league), so that is the figure shown, named
                as the League screen names it: points, not XP (a themed kind counts double). */}
              <span>{entry.weeklyScore} points this week</span>
            </Rank>
          ))}
        </List>
      )}
    </Card>
  );
}
