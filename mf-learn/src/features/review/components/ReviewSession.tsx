// The full-screen Review: one due question at a time, with the lesson player's question (options
// as a radio group, feedback); no hearts are shown or spent. After the last answer 'Finish review'
// asks the server for the reward, then the summary says what it paid and what is still due.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { REVIEW_TEXTS, reviewDueText, reviewScoreText, reviewXpText } from '@fff/domain/learning';
import { BackIcon, Button, ErrorState, LoadingText, ProgressBar } from '@fff/ui';
import { BackLink } from '../../../components/BackLink';
import { learnPath } from '../../../config/paths';
import { Body, Footer, Frame, LessonTitle, QuizStep, StepCount, Top, TopRow } from '../../lesson-player';
import { useReviewSession } from '../hooks/use-review-session';

/** The Review session screen. */
export function ReviewSession() {
  const review = useReviewSession();
  const { session, answers } = review;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Resume at the first unanswered question (a reload of the same session).
  const firstOpen = useMemo(
    () =>
      session
        ? Math.max(
            0,
            session.items.findIndex((_item, i) => !answers[i]),
          )
        : 0,
    // Only when the session arrives, not after each answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session],
  );
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(firstOpen), [firstOpen]);
  useEffect(() => headingRef.current?.focus(), [index, review.outcome]);
  const now = useMemo(() => new Date(), []);

  const top = (
    <Top>
      <TopRow>
        <BackLink to={learnPath()}>
          <BackIcon decorative /> {REVIEW_TEXTS.backToLearn}
        </BackLink>
        <LessonTitle>{REVIEW_TEXTS.title}</LessonTitle>
      </TopRow>
    </Top>
  );

  if (review.openProblem || review.loading || !session) {
    return (
      <Frame aria-label={REVIEW_TEXTS.title}>
        {top}
        <Body>
          {review.openProblem?.kind === 'nothing_due' ? (
            <p role="status">{review.openProblem.message}</p>
          ) : review.openProblem ? (
            <ErrorState
              title={REVIEW_TEXTS.loadFailed}
              onRetry={() => void review.reload()}
              action={<Link to={learnPath()}>{REVIEW_TEXTS.backToLearn}</Link>}
            >
              {review.openProblem.message}
            </ErrorState>
          ) : (
            <LoadingText text={REVIEW_TEXTS.loading} />
          )}
        </Body>
      </Frame>
    );
  }

  const total = session.items.length;
  const item = session.items[index];
  const result = answers[index];
  const isLast = index === total - 1;
  const outcome = review.outcome;

  return (
    <Frame aria-label={REVIEW_TEXTS.title}>
      {top}
      <Top>
        <TopRow>
          <StepCount>{item.lessonTitle}</StepCount>
        </TopRow>
        <ProgressBar value={Object.keys(answers).length} max={total} label="Review progress" />
      </Top>
      <Body>
        {outcome ? (
          <section aria-labelledby="review-done">
            <h2 id="review-done" ref={headingRef} tabIndex={-1}>
              {REVIEW_TEXTS.doneHeading}
            </h2>
            <p>{reviewScoreText(outcome.correctAnswers, outcome.totalQuestions)}</p>
            <p>{reviewXpText(outcome.xpEarned)}</p>
            <p>{outcome.due > 0 ? reviewDueText(outcome.due) : REVIEW_TEXTS.nothingDue}</p>
            <Link to={learnPath()}>{REVIEW_TEXTS.backToLearn}</Link>
          </section>
        ) : (
          <QuizStep
            key={index}
            headingRef={headingRef}
            number={index + 1}
            total={total}
            question={item}
            result={result}
            outOfHearts={null}
            problem={review.problem ? { kind: 'error', message: review.problem } : null}
            pending={review.pending === index}
            onAnswer={(optionId) => void review.answer(index, optionId)}
            now={now}
            backTo={learnPath()}
            onReview={() => setIndex(0)}
          />
        )}
      </Body>
      {!outcome && (
        <Footer>
          {isLast ? (
            <Button $block disabled={!result || review.finishing} onClick={() => void review.finish()}>
              {REVIEW_TEXTS.finish}
            </Button>
          ) : (
            <Button $block disabled={!result} onClick={() => setIndex(index + 1)}>
              {REVIEW_TEXTS.next}
            </Button>
          )}
        </Footer>
      )}
    </Frame>
  );
}
