// XP System Test (/test-xp): XP tiles, three award buttons and the live top-5 rankings.
import { TEST_RANKINGS_SHOWN, TEST_XP_AWARD } from '@fff/domain';
import { toast, useAppDispatch, useGetCurrentUserQuery } from '@fff/platform';
import { Badge, Button, Card, EmptyState, ErrorState, LoadingText, PageHeader } from '@fff/ui';
import styled from 'styled-components';
import { useAwardTestXpMutation, useGetTestRankingsQuery } from '../api/xp-test-api';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 10px;
  margin: 0 0 16px;
  div {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 14px;
    padding: 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 800;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 20px;
`;

const Rank = styled.li<{ $me: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 0;
  font-weight: ${({ $me }) => ($me ? 800 : 400)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const KINDS = [
  { type: 'prep', label: 'Prep' },
  { type: 'flavor', label: 'Flavor' },
  { type: 'science', label: 'Science' },
] as const;

/** The developer XP test page. */
export function XpTestPage() {
  const dispatch = useAppDispatch();
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const rankings = useGetTestRankingsQuery(undefined, { skip: !user });
  const [award, awarding] = useAwardTestXpMutation();

  if (isLoading) return <LoadingText text="Loading..." />;
  if (!user)
    return (
      <EmptyState icon="🔐" title="Please Log In">
        Sign in to test the XP system.
      </EmptyState>
    );

  const onAward = async (type: (typeof KINDS)[number]['type'], label: string) => {
    try {
      const res = await award(type).unwrap();
      dispatch(
        toast({
          title: `+${res.xpAwarded} ${label} XP`,
          description: res.leveledUp ? `Level up! You are now level ${res.newLevel}.` : undefined,
          variant: 'success',
        }),
      );
    } catch {
      dispatch(toast({ title: 'Error', description: 'Could not award XP.', variant: 'destructive' }));
    }
  };
  const top = (rankings.data ?? []).slice(0, TEST_RANKINGS_SHOWN);
  return (
    <>
      <PageHeader title="XP System Test" subtitle="Award test XP and watch the rankings move." />
      <Tiles aria-label="Your XP">
        <div>
          <dt>Prep XP</dt>
          <dd>{user.prepXp}</dd>
        </div>
        <div>
          <dt>Flavor XP</dt>
          <dd>{user.flavorXp}</dd>
        </div>
        <div>
          <dt>Science XP</dt>
          <dd>{user.scienceXp}</dd>
        </div>
        <div>
          <dt>Total XP</dt>
          <dd>{user.prepXp + user.flavorXp + user.scienceXp}</dd>
        </div>
      </Tiles>
      <Buttons>
        {KINDS.map(({ type, label }) => (
          <Button key={type} disabled={awarding.isLoading} onClick={() => onAward(type, label)}>
            Award {TEST_XP_AWARD} {label} XP
          </Button>
        ))}
      </Buttons>
      <Card aria-labelledby="rankings-title">
        <h2 id="rankings-title">League Rankings (Top {TEST_RANKINGS_SHOWN})</h2>
        {rankings.isLoading && <LoadingText text="Loading rankings..." />}
        {rankings.isError && (
          <ErrorState
            icon="🏆"
            title="We couldn't load the rankings"
            stillWorks="Awarding test XP still works."
            onRetry={() => rankings.refetch()}
            retrying={rankings.isFetching}
          >
            The league kitchen isn't answering right now.
          </ErrorState>
        )}
        {/* 'No rankings yet' only when the league really answered with an empty board. */}
        {rankings.isSuccess && top.length === 0 && <p>No rankings yet. Award some XP to get on the board!</p>}
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-live="polite">
          {top.map((entry, i) => (
            <Rank key={entry.id} $me={entry.id === user.id}>
              <span>
                {i + 1}. {entry.username} {entry.id === user.id && <Badge $tone="primary">You</Badge>}
              </span>
              <span>{entry.prepXp + entry.flavorXp + entry.scienceXp} XP</span>
            </Rank>
          ))}
        </ol>
      </Card>
    </>
  );
}
