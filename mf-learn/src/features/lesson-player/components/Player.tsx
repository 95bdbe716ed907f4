// The player for a loaded lesson: 'Back to Learn', 'Step N of M', progress bar, the step, and
// Continue / 'Complete Lesson'. A quiz step needs an answer before Continue.
import { useEffect, useMemo, useRef } from 'react';
import type { LessonResponse } from '@fff/contracts';
import { useGetCurrentUserQuery } from '@fff/platform';
import { Button, ProgressBar } from '@fff/ui';
import { learnPath } from '../../../config/paths';
import { useCompleteLesson } from '../hooks/use-complete-lesson';
import { useQuizAnswers } from '../hooks/use-quiz-answers';
import { readSavedStep, useSavedStep } from '../hooks/use-saved-step';
import { buildSteps, restoreStep } from '../steps';
import { QuizStep } from './QuizStep';
import { StepContent } from './StepContent';
import { BackLink } from '../../../components/BackLink';
import { Body, Footer, Frame, Hearts, Hint, Top, TopRow } from './player-styles';

/** Runs one lesson from its first (or saved) step to completion. */
export function Player({ lesson }: { lesson: LessonResponse }) {
  const steps = useMemo(() => buildSteps(lesson.content), [lesson.content]);
  const quizCount = steps.filter((s) => s.kind === 'quiz').length;
  const { answers, answer, problem, pending } = useQuizAnswers(lesson.id, lesson.attempt);
  const [index, setIndex] = useSavedStep(lesson.id, restoreStep(readSavedStep(lesson.id), steps, new Set(lesson.attempt.answers.map((a) => a.questionIndex))));
  const [complete, completion] = useCompleteLesson(lesson.id, lesson.moduleId);
  const { data: user } = useGetCurrentUserQuery();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus the step's heading (also on open, when the card that was pressed is gone) so keyboard
  // and screen reader users start reading there; Tab then reaches the options or Continue.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  const step = steps[index];
  const isLast = index === steps.length - 1;
  const result = step.kind === 'quiz' ? answers[step.questionIndex] : undefined;
  const needsAnswer = step.kind === 'quiz' && !result;
  const noHearts = problem?.kind === 'no_hearts' ? problem : user && user.hearts <= 0 ? { nextHeartAt: user.nextHeartAt } : null;
  const correct = Object.values(answers).filter((a) => a.correct).length;

  return (
    <Frame aria-label={`Lesson: ${lesson.title}`}>
      <Top>
        <TopRow>
          <BackLink to={learnPath({ module: lesson.moduleId })}><span aria-hidden="true">←</span> Back to Learn</BackLink>
          {user && <Hearts role="img" aria-label={`${user.hearts} hearts left`}>❤️ {user.hearts}</Hearts>}
        </TopRow>
        <TopRow>
          <span>Step {index + 1} of {steps.length}</span>
          <span>{lesson.title}</span>
        </TopRow>
        <ProgressBar value={index + 1} max={steps.length} label="Lesson progress" />
      </Top>
      <Body>
        {step.kind === 'quiz' ? (
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
          />
        ) : (
          <StepContent step={step} title={lesson.title} headingRef={headingRef} />
        )}
      </Body>
      <Footer>
        {needsAnswer && <Hint id="answer-hint">Select an answer to continue</Hint>}
        {isLast ? (
          <Button $block disabled={completion.isLoading} onClick={() => complete(correct, quizCount)}>
            {completion.isLoading ? 'Saving...' : 'Complete Lesson'}
          </Button>
        ) : (
          <Button $block disabled={needsAnswer} aria-describedby={needsAnswer ? 'answer-hint' : undefined} onClick={() => setIndex(index + 1)}>
            Continue
          </Button>
        )}
      </Footer>
    </Frame>
  );
}
