// Answers of the current attempt, each naming the chosen option by its id (the server shuffles the
// options per attempt, so a position means nothing): seeded from the server's attempt (resume after reload), one
// answer per question; the server takes the heart of a wrong answer at /answer and its reply
// updates the cached user (lesson-api.ts); a 403 no_hearts stops the quiz until the next heart
// arrives.
import { useCallback, useState } from 'react';
import { noHeartsErrorSchema, type AnswerResult, type Attempt } from '@fff/contracts';
import { errorBody, errorStatus } from '@fff/platform';
import { useAnswerQuestionMutation } from '../api/lesson-api';

/** Why the quiz is stopped: no hearts (with when the next one comes) or a failed call. */
export type QuizProblem =
  { kind: 'no_hearts'; message: string; nextHeartAt: string | null } | { kind: 'error'; message: string };

function noHearts(error: unknown): { message: string; nextHeartAt: string | null } | null {
  if (errorStatus(error) !== 403) return null;
  const body = errorBody(error, noHeartsErrorSchema);
  return body ? { message: body.message, nextHeartAt: body.nextHeartAt } : null;
}

/** Answer state and the answer action for one lesson. */
export function useQuizAnswers(lessonId: string, attempt: Attempt) {
  const [answers, setAnswers] = useState<Record<number, AnswerResult>>(() =>
    Object.fromEntries(attempt.answers.map((a) => [a.questionIndex, a])),
  );
  const [problem, setProblem] = useState<QuizProblem | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [answerQuestion] = useAnswerQuestionMutation();

  const answer = useCallback(
    async (questionIndex: number, optionId: string) => {
      if (answers[questionIndex] || pending !== null) return;
      setPending(questionIndex);
      setProblem(null);
      try {
        const res = await answerQuestion({ lessonId, questionIndex, optionId }).unwrap();
        setAnswers((prev) => ({
          ...prev,
          [questionIndex]: {
            questionIndex,
            optionId,
            correct: res.correct,
            correctOptionId: res.correctOptionId,
            feedback: res.feedback,
          },
        }));
      } catch (e) {
        const out = noHearts(e);
        setProblem(
          out
            ? { kind: 'no_hearts', ...out }
            : { kind: 'error', message: 'We could not check your answer. Please try again.' },
        );
      } finally {
        setPending(null);
      }
    },
    [answers, pending, answerQuestion, lessonId],
  );

  const clearProblem = useCallback(() => setProblem(null), []);

  return { answers, answer, problem, pending, clearProblem };
}
