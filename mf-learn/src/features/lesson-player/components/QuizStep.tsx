// A quiz question: options, the feedback (live region), and why the quiz cannot go on (no hearts,
// with the ways out).
import { useId } from 'react';
import styled from 'styled-components';
import type { AnswerResult, PublicQuizQuestion } from '@fff/contracts';
import type { QuizProblem } from '../hooks/use-quiz-answers';
import { OutOfHearts } from './OutOfHearts';
import { QuizOptions } from './QuizOptions';

const Feedback = styled.div<{ $correct: boolean }>`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-left: 6px solid ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  p {
    margin: 4px 0 0;
  }
`;

const Notice = styled.div`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** Props of QuizStep. */
export interface QuizStepProps {
  headingRef: React.Ref<HTMLHeadingElement>;
  number: number;
  total: number;
  question: PublicQuizQuestion;
  result?: AnswerResult;
  outOfHearts: { nextHeartAt: string | null } | null;
  problem: QuizProblem | null;
  pending: boolean;
  onAnswer: (optionId: string) => void;
  /** Clock for the next-heart countdown. */
  now: Date;
  /** The module's lesson path ('Back to Learn'). */
  backTo: string;
  /** Go back to the lesson's first step to reread it. */
  onReview: () => void;
}

/** One question of the quiz. */
export function QuizStep(props: QuizStepProps) {
  const { headingRef, number, total, question, result, outOfHearts, problem, pending, onAnswer } = props;
  const headingId = useId();
  const blocked = !result && outOfHearts !== null;
  return (
    <>
      <p>
        Question {number} of {total}
      </p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {question.question}
      </h2>
      <QuizOptions
        labelledBy={headingId}
        options={question.options}
        result={result}
        disabled={blocked || pending}
        onAnswer={onAnswer}
      />
      <div role="status" aria-live="polite" aria-label="Answer feedback">
        {result && (
          <Feedback $correct={result.correct}>
            <strong>{result.correct ? '✓ Correct!' : '✗ Incorrect.'}</strong>
            <p>{result.feedback}</p>
          </Feedback>
        )}
      </div>
      <div role="alert">
        {blocked && (
          <OutOfHearts
            nextHeartAt={outOfHearts.nextHeartAt}
            now={props.now}
            backTo={props.backTo}
            onReview={props.onReview}
          />
        )}
        {problem?.kind === 'error' && !blocked && <Notice>{problem.message}</Notice>}
      </div>
    </>
  );
}
