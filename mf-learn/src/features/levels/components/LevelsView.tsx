// The levels view of the Learn screen: loading, error with retry, and one card per level.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@fff/platform';
import { Button, EmptyState, LoadingText, PageHeader } from '@fff/ui';
import { useLevels } from '../api/levels-api';
import { isLevelUnlocked, lessonTotal } from '../progress';
import type { Level } from '../types';
import { LevelCard } from './LevelCard';
import { SkipQuizDialog } from './SkipQuizDialog';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** Levels sorted by order, with lesson totals and lock state. */
export function LevelsView() {
  const { data, error, isLoading, isFetching, refetch } = useLevels();
  const [skipLevel, setSkipLevel] = useState<Level | null>(null);

  if (isLoading) return <LoadingText text="Loading From Fork to Flame..." />;
  if (error || !data) {
    return (
      <EmptyState role="alert" icon="🍳" title="We couldn't load your levels" action={<Button onClick={() => refetch()} disabled={isFetching}>Try again</Button>}>
        {errorMessage(error)}
      </EmptyState>
    );
  }

  const levels = [...data].sort((a, b) => a.order - b.order);
  const totals = levels.map(lessonTotal);
  // Completed lessons per level come from GET /api/user/progress once the lesson player lands.
  const completed = levels.map(() => 0);
  return (
    <>
      <PageHeader title="From Fork to Flame" subtitle="Pick your level and start cooking up skills." />
      {levels.length === 0 ? (
        <EmptyState icon="🥄" title="No levels yet">The menu is being written. Check back soon!</EmptyState>
      ) : (
        <List>
          {levels.map((level, i) => (
            <li key={level.id}>
              <LevelCard level={level} completed={completed[i]} total={totals[i]} locked={!isLevelUnlocked(i, completed, totals)} onSkipWithQuiz={setSkipLevel} />
            </li>
          ))}
        </List>
      )}
      <SkipQuizDialog level={skipLevel} onClose={() => setSkipLevel(null)} />
    </>
  );
}
