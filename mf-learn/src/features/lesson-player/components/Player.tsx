// The player for a loaded lesson: 'Back to Learn', 'Step N of M', progress bar, the step, and
// Continue / 'Complete Lesson'. A quiz step needs an answer before Continue. Out of hearts, the
// footer gives way to the notice's ways out; after 'Complete Lesson' the server's outcome shows.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LessonResponse } from '@fff/contracts';
import { useGetCurrentUserQuery } from '@fff/platform';
import { BackIcon, Button, HeartIcon, ProgressBar } from '@fff/ui';
import { learnPath } from '../../../config/paths';
import { useCompleteLesson } from '../hooks/use-complete-lesson';
import { useHeartWait } from '../hooks/use-heart-wait';
import { useTrackMascot } from '../hooks/use-track-mascot';
import { useQuizAnswers } from '../hooks/use-quiz-answers';
import { readSavedStep, useSavedStep } from '../hooks/use-saved-step';
import { buildSteps, restoreStep } from '../steps';
import { LessonSummary } from './LessonSummary';
import { QuizStep } from './QuizStep';
import { StepContent } from './StepContent';
import { BackLink } from '../../../components/BackLink';
import { Body, Footer, Frame, Hearts, Hint, LessonTitle, StepCount, Top, TopRow } from './player-styles';

/** Props of Player. */
export interface PlayerProps {
  lesson: LessonResponse;
  /** Start a fresh attempt (after a result below the pass mark). */
  onRetry: () => void;
  retrying: boolean;
}

/** Runs one lesson from its first (or saved) step to its outcome. */
export function Player({ lesson, onRetry, retrying }: PlayerProps) {
  const steps = useMemo(() => buildSteps(lesson.content), [lesson.content]);
  const quizCount = steps.filter((s) => s.kind === 'quiz').length;
  const { answers, answer, problem, pending, clearProblem } = useQuizAnswers(lesson.id, lesson.attempt);
  const [index, setIndex] = useSavedStep(
    lesson.id,
    restoreStep(readSavedStep(lesson.id), steps, new Set(lesson.attempt.answers.map((a) => a.questionIndex))),
  );
  const [complete, completion] = useCompleteLesson(lesson.id);
  const { data: user, refetch: refetchUser } = useGetCurrentUserQuery();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const backTo = learnPath({ module: lesson.moduleId });
  const presenter = useTrackMascot(lesson.moduleId);
  const outcome = completion.outcome;

  // Focus the step's heading (also on open, when the card that was pressed is gone) so keyboard
  // and screen reader users start reading there; Tab then reaches the options or Continue.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index, outcome]);

  const step = steps[index];
  const isLast = index === steps.length - 1;
  const result = step.kind === 'quiz' ? answers[step.questionIndex] : undefined;
  const needsAnswer = step.kind === 'quiz' && !result;
  const noHearts =
    problem?.kind === 'no_hearts'
      ? problem
      : user && user.hearts <= 0
        ? { nextHeartAt: user.nextHeartAt }
        : null;
  const blocked = needsAnswer && noHearts !== null;
  const correct = Object.values(answers).filter((a) => a.correct).length;
  const onHeart = useCallback(() => {
    clearProblem();
    refetchUser();
  }, [clearProblem, refetchUser]);
  const now = useHeartWait(blocked, noHearts?.nextHeartAt ?? null, onHeart);

  return (
    <Frame aria-label={`Lesson: ${lesson.title}`}>
      <Top>
        <TopRow>
          <BackLink to={backTo}>
            <BackIcon decorative /> Back to Learn
          </BackLink>
          {user && (
            <Hearts role="img" aria-label={`${user.hearts} hearts left`}>
              <HeartIcon decorative className="heart" /> {user.hearts}
            </Hearts>
          )}
        </TopRow>
        <TopRow>
          <StepCount>
            Step {index + 1} of {steps.length}
          </StepCount>
          <LessonTitle>{lesson.title}</LessonTitle>
        </TopRow>
        <ProgressBar value={index + 1} max={steps.length} label="Lesson progress" />
      </Top>
      <Body>
        {outcome ? (
          <LessonSummary
            outcome={outcome}
            headingRef={headingRef}
            backTo={backTo}
            onContinue={() => navigate(backTo)}
            onRetry={onRetry}
            retrying={retrying}
          />
        ) : step.kind === 'quiz' ? (
          <QuizStep
            key={step.questionIndex}
            headingRef={headingRef}
            number={step.questionIndex + 1}
            total={quizCount}
            question={step.question}
            result={result}
            outOfHearts={noHearts}
            problem={problem}
            pending={pending === step.questionIndex}
            onAnswer={(i) => answer(step.questionIndex, i)}
            now={now}
            backTo={backTo}
            onReview={() => setIndex(0)}
          />
        ) : (
          <StepContent step={step} title={lesson.title} headingRef={headingRef} presenter={presenter} />
        )}
      </Body>
      {!outcome && !blocked && (
        <Footer>
          {needsAnswer && <Hint id="answer-hint">Select an answer to continue</Hint>}
          {isLast ? (
            <Button $block disabled={completion.isLoading} onClick={() => complete(correct, quizCount)}>
              {completion.isLoading ? 'Saving...' : 'Complete Lesson'}
            </Button>
          ) : (
            <Button
              $block
              disabled={needsAnswer}
              aria-describedby={needsAnswer ? 'answer-hint' : undefined}
              onClick={() => setIndex(index + 1)}
            >
              Continue
            </Button>
          )}
        </Footer>
      )}
    </Frame>
  );
}
