// Level System Debug (/level-debug): the server's figures, 'Debug Info Not Available' without a
// learner, the closed or developers-only notice when the server refuses, else an error with retry.
import { testPagesRefusal } from '@fff/contracts';
import { TEST_PAGES_TEXT } from '@fff/domain/learning';
import { errorStatus, useGetCurrentUserQuery } from '@fff/platform';
import {
  Card,
  EmptyState,
  ErrorState,
  LabIcon,
  LoadingText,
  LockedIcon,
  PageHeader,
  ProgressBar,
  XpRequirementsTable,
} from '@fff/ui';
import styled from 'styled-components';
import { useGetLevelDebugQuery } from '../api/level-debug-api';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 12px;
  margin: 0 0 12px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 800;
    text-align: right;
  }
`;

/** The developer level debug page. */
export function LevelDebugPage() {
  const { data: user, isLoading: userLoading } = useGetCurrentUserQuery();
  const { data, isLoading, error, refetch, isFetching } = useGetLevelDebugQuery(undefined, { skip: !user });
  if (userLoading || isLoading) return <LoadingText text="Loading..." />;
  if (!user) {
    return (
      <EmptyState icon={<LabIcon decorative />} title="Debug Info Not Available">
        Sign in to see how your level is calculated.
      </EmptyState>
    );
  }
  const refusal = testPagesRefusal(errorStatus(error));
  if (refusal) {
    const text = TEST_PAGES_TEXT[refusal];
    return (
      <div role="status">
        <EmptyState icon={<LockedIcon decorative />} title={text.title}>
          {text.body}
        </EmptyState>
      </div>
    );
  }
  if (!data) {
    return (
      <ErrorState
        title="We couldn't load the debug figures"
        onRetry={() => void refetch()}
        retrying={isFetching}
      >
        The learning service isn&apos;t answering right now.
      </ErrorState>
    );
  }
  const rows: Array<[string, string | number]> = [
    ['User XP', data.userXp],
    ['Stored level', data.userLevel],
    ['Calculated level', data.calculatedLevel],
    ['XP at current level start', data.xpForCurrentLevel],
    ['XP at next level start', data.xpForNextLevel],
    ['XP into this level', data.xpProgress],
    ['Progress', `${data.progressPercent}%`],
  ];
  return (
    <>
      <PageHeader title="Level System Debug" subtitle="How your level is worked out from Prep XP." />
      <Card aria-label="Level figures">
        <Figures>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Figures>
        <ProgressBar value={data.progressPercent} max={100} label="Progress to next level" />
      </Card>
      <h2>XP requirements</h2>
      <XpRequirementsTable rows={data.xpRequirements} currentLevel={data.userLevel} />
    </>
  );
}
