// The review session's state: the session the server opened (the same one on a reload), the answers
// recorded so far (seeded from the server's), the answer action (by option id) and finishing.
import { useCallback, useEffect, useState } from 'react';
import type { AnswerResult, ReviewCompleteResponse, ReviewSession } from '@fff/contracts';
import { REVIEW_TEXTS } from '@fff/domain/learning';
import { errorStatus, serverMessage } from '@fff/platform';
import {
  useAnswerReviewItemMutation,
  useCompleteReviewMutation,
  useOpenReviewSessionMutation,
} from '../api/review-api';

/** Why the session cannot be shown: nothing due (409, the server's sentence) or a failed call. */
export type OpenProblem = { kind: 'nothing_due'; message: string } | { kind: 'error'; message: string };

/** Open the learner's review and run it. */
export function useReviewSession() {
  const [open, opening] = useOpenReviewSessionMutation();
  const [answerItem] = useAnswerReviewItemMutation();
  const [complete, completing] = useCompleteReviewMutation();
  const [session, setSession] = useState<ReviewSession | null>(null);
  const [openProblem, setOpenProblem] = useState<OpenProblem | null>(null);
  const [answers, setAnswers] = useState<Record<number, AnswerResult>>({});
  const [pending, setPending] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ReviewCompleteResponse | null>(null);

  const load = useCallback(async () => {
    setOpenProblem(null);
    try {
      const s = await open().unwrap();
      setSession(s);
      setAnswers(Object.fromEntries(s.answers.map((a) => [a.questionIndex, a])));
    } catch (e) {
      setOpenProblem(
        errorStatus(e) === 409
          ? { kind: 'nothing_due', message: serverMessage(e) ?? REVIEW_TEXTS.nothingDueError }
          : { kind: 'error', message: REVIEW_TEXTS.loadFailed },
      );
    }
  }, [open]);

  useEffect(() => {
    void load();
  }, [load]);

  const answer = useCallback(
    async (questionIndex: number, optionId: string) => {
      if (!session || answers[questionIndex] || pending !== null) return;
      setPending(questionIndex);
      setProblem(null);
      try {
        const res = await answerItem({ sessionId: session.id, questionIndex, optionId }).unwrap();
        const { correct, correctOptionId, feedback } = res;
        setAnswers((prev) => ({
          ...prev,
          [questionIndex]: { questionIndex, optionId, correct, correctOptionId, feedback },
        }));
      } catch {
        setProblem(REVIEW_TEXTS.answerFailed);
      } finally {
        setPending(null);
      }
    },
    [session, answers, pending, answerItem],
  );

  const finish = useCallback(async () => {
    if (!session) return;
    setProblem(null);
    try {
      setOutcome(await complete(session.id).unwrap());
    } catch {
      setProblem(REVIEW_TEXTS.finishFailed);
    }
  }, [session, complete]);

  return {
    session,
    loading: opening.isLoading || (!session && !openProblem),
    openProblem,
    reload: load,
    answers,
    answer,
    pending,
    problem,
    finish,
    finishing: completing.isLoading,
    outcome,
  };
}
