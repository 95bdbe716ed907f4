// A quiz question: options, the feedback (live region), and why the quiz cannot go on (no hearts).
import { useId } from 'react';
import styled from 'styled-components';
import type { AnswerResult, PublicQuizQuestion } from '@fff/contracts';
import { minutesToNextHeart } from '@fff/domain';
import type { QuizProblem } from '../hooks/use-quiz-answers';
import { QuizOptions } from './QuizOptions';

const Feedback = styled.div<{ $correct: boolean }>`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-left: 6px solid ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  p { margin: 4px 0 0; }
`;

const Notice = styled.div`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** When the next heart arrives, in words. */
export function nextHeartSentence(nextHeartAt: string | null, now = new Date()): string {
  if (!nextHeartAt) return 'A new heart arrives within the hour.';
  const at = new Date(nextHeartAt);
  const minutes = minutesToNextHeart({ hearts: 0, nextHeartAt: at, fullAt: null }, now);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `Your next heart arrives in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (at ${time}).`;
}

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
  onAnswer: (answerIndex: number) => void;
}

/** One question of the quiz. */
export function QuizStep({ headingRef, number, total, question, result, outOfHearts, problem, pending, onAnswer }: QuizStepProps) {
  const headingId = useId();
  const blocked = !result && outOfHearts !== null;
  return (
    <>
      <p>Question {number} of {total}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>{question.question}</h2>
      <QuizOptions labelledBy={headingId} options={question.options} result={result} disabled={blocked || pending} onAnswer={onAnswer} />
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
          <Notice>
            <strong>You're out of hearts 💔</strong>
            <p>You can't answer more questions until a heart comes back. {nextHeartSentence(outOfHearts.nextHeartAt)}</p>
          </Notice>
        )}
        {problem?.kind === 'error' && !blocked && <Notice>{problem.message}</Notice>}
      </div>
    </>
  );
}
