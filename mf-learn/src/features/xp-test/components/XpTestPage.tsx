// XP System Test (/test-xp): XP tiles, three award buttons and the live top-5 rankings. When the
// server keeps /api/test/* closed (production) or for developers, the page says so.
import { testPagesRefusal } from '@fff/contracts';
import { TEST_XP_AWARD } from '@fff/domain/learning';
import { errorStatus, toast, useAppDispatch, useCallFeedback, useGetCurrentUserQuery } from '@fff/platform';
import { Button, EmptyState, LoadingText, LockedIcon, PageHeader } from '@fff/ui';
import styled from 'styled-components';
import { useAwardTestXpMutation, useGetTestLevelQuery } from '../api/xp-test-api';
import { XpKindFigures } from '../../../components/XpKindFigures';
import { LeagueBoard } from './LeagueBoard';
import { TestPagesRefused } from './TestPagesRefused';

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

const KINDS = [
  { type: 'prep', label: 'Prep' },
  { type: 'flavor', label: 'Flavor' },
  { type: 'science', label: 'Science' },
] as const;

/** The developer XP test page. */
export function XpTestPage() {
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const { data: user, isLoading } = useGetCurrentUserQuery();
  // The level figures double as the probe of whether this server opens /api/test/* at all.
  const level = useGetTestLevelQuery(undefined, { skip: !user });
  const [award, awarding] = useAwardTestXpMutation();

  if (isLoading) return <LoadingText text="Loading..." />;
  if (!user)
    return (
      <EmptyState icon={<LockedIcon decorative />} title="Please Log In">
        Sign in to test the XP system.
      </EmptyState>
    );

  const refusal = testPagesRefusal(errorStatus(awarding.error)) ?? testPagesRefusal(errorStatus(level.error));
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
    } catch (err) {
      // A refusal replaces the buttons with its notice; anything else is a plain failure.
      if (!testPagesRefusal(errorStatus(err)))
        fail(err, { failed: 'Error', failedDetail: 'Could not award XP.' });
    }
  };
  return (
    <>
      <PageHeader title="XP System Test" subtitle="Award test XP and watch the rankings move." />
      <Tiles aria-label="Your XP">
        <XpKindFigures user={user} />
        <div>
          <dt>Total XP</dt>
          <dd>{user.prepXp + user.flavorXp + user.scienceXp}</dd>
        </div>
      </Tiles>
      {refusal ? (
        <TestPagesRefused refusal={refusal} />
      ) : (
        <Buttons>
          {level.data && (
            <p>
              Level {level.data.userLevel} · {level.data.progressPercent}% of the way to the next level
            </p>
          )}
          {KINDS.map(({ type, label }) => (
            <Button key={type} disabled={awarding.isLoading} onClick={() => onAward(type, label)}>
              Award {TEST_XP_AWARD} {label} XP
            </Button>
          ))}
        </Buttons>
      )}
      <LeagueBoard userId={user.id} />
    </>
  );
}
