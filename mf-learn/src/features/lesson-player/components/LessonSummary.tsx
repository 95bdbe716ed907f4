// The end of a lesson: the outcome as svc-learning decided it (score, XP with the week's theme,
// every Spice Stone the wallet actually credited for it, quests and awards included, hearts left). A pass goes on to the lesson path; below the pass mark the learner can
// try again at once or go back, and is told the next lesson stays locked (unless an earlier try
// passed: a failed replay takes nothing away).
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CompleteLessonResponse } from '@fff/contracts';
import { passMarkSentence } from '@fff/domain/learning';
import { themeBonusText } from '@fff/domain/social';
import { Button } from '@fff/ui';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  margin: 16px 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-weight: 800;
    text-align: right;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 16px;
`;

const SecondaryLink = styled(Link)`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Props of LessonSummary. */
export interface LessonSummaryProps {
  outcome: CompleteLessonResponse;
  headingRef: Ref<HTMLHeadingElement>;
  /** The module's lesson path. */
  backTo: string;
  onContinue: () => void;
  onRetry: () => void;
  retrying: boolean;
}

function heading(o: CompleteLessonResponse): string {
  if (!o.passed) return 'Not passed yet';
  return o.score === 100 ? 'Perfect score! Lesson passed' : 'Lesson passed!';
}

/** The score summary shown after 'Complete Lesson'. */
export function LessonSummary({
  outcome: o,
  headingRef,
  backTo,
  onContinue,
  onRetry,
  retrying,
}: LessonSummaryProps) {
  const replay = o.passed && o.alreadyCompleted && o.xpEarned === 0;
  return (
    <section aria-label="Lesson summary">
      <h2 ref={headingRef} tabIndex={-1}>
        {heading(o)}
      </h2>
      <Figures>
        <dt>Correct answers</dt>
        <dd>
          {o.correctAnswers} of {o.totalQuestions} ({o.score}%)
        </dd>
        <dt>XP earned</dt>
        <dd>+{o.xpEarned} XP</dd>
        <dt>Spice Stones earned</dt>
        <dd>+{o.spiceStonesEarned + (o.bonusSpiceStones ?? 0)}</dd>
        <dt>Hearts left</dt>
        <dd>{o.hearts}</dd>
      </Figures>
      {o.themeBonus && <p>{themeBonusText(o.themeBonus.name, o.themeBonus.factor)}</p>}
      {o.leveledUp && o.passed && <p>You reached Cooking Level {o.newLevel}!</p>}
      {replay && <p>You had already completed this lesson, so this practice round earns no XP.</p>}
      {!o.passed && (
        <p>
          {passMarkSentence(o.totalQuestions)}{' '}
          {o.alreadyCompleted
            ? 'This try earns no XP. You passed this lesson before, so it stays complete and the next lesson stays open.'
            : 'This try earns no XP, and the next lesson stays locked until you pass.'}
        </p>
      )}
      <Actions>
        {o.passed ? (
          <Button $block onClick={onContinue}>
            Continue
          </Button>
        ) : (
          <>
            <Button $block onClick={onRetry} disabled={retrying || o.hearts <= 0}>
              {retrying ? 'Restarting...' : 'Try Again'}
            </Button>
            {o.hearts <= 0 && <p>You need at least one heart to try again.</p>}
            <SecondaryLink to={backTo}>Back to Learn</SecondaryLink>
          </>
        )}
      </Actions>
    </section>
  );
}
