// Loads the lesson and its attempt, then runs the player. A lesson completed before is restarted
// once on open so it can be replayed; an unfinished attempt resumes as it was. A retry after a
// result below the pass mark restarts the attempt and the player.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, errorStatus, serverMessage, useCallFeedback } from '@fff/platform';
import { ErrorState, LoadingText, LockedIcon } from '@fff/ui';
import { LEARN_ERROR_TEXT } from '../../../components/error-text';
import { useGetLessonQuery, useRestartLessonMutation } from '../api/lesson-api';
import { clearSavedStep } from '../hooks/use-saved-step';
import { Player } from './Player';
import { Frame, LessonTitle } from './player-styles';

/** The full-screen lesson player for `lessonId`. */
export function LessonPlayer({ lessonId }: { lessonId: string }) {
  const {
    data: lesson,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetLessonQuery(lessonId, { refetchOnMountOrArgChange: true });
  const [restart, restartState] = useRestartLessonMutation();
  const restarted = useRef(false);
  const { fail } = useCallFeedback();
  // Bumped by a retry so the player starts over with the fresh attempt.
  const [round, setRound] = useState(0);
  const [resetting, setResetting] = useState(false);
  const needsRestart = Boolean(lesson?.attempt.completed) && !restarted.current;

  // A new attempt comes with its own option order and ids, so the lesson is read again after it.
  const startOver = useCallback(async () => {
    clearSavedStep(lessonId);
    setResetting(true);
    try {
      await restart(lessonId).unwrap();
      await refetch();
    } finally {
      setResetting(false);
    }
  }, [restart, refetch, lessonId]);

  useEffect(() => {
    if (!needsRestart || restarted.current) return;
    restarted.current = true;
    startOver().catch((e: unknown) => console.warn('Lesson restart failed', errorMessage(e)));
  }, [needsRestart, startOver]);

  const retry = useCallback(async () => {
    try {
      await startOver();
      setRound((r) => r + 1);
    } catch (err) {
      fail(err, { failed: 'Could not restart the lesson', failedDetail: 'Please try again.' });
    }
  }, [startOver, fail]);

  useEffect(() => {
    // Spec: a failed lesson fetch is only logged (the screen offers the way back).
    if (error) console.warn('Lesson fetch failed', errorMessage(error));
  }, [error]);

  if (error && !lesson) {
    const status = errorStatus(error);
    return (
      <Frame aria-label="Lesson">
        <LessonTitle>Lesson</LessonTitle>
        {status === 403 ? (
          <ErrorState
            icon={<LockedIcon decorative />}
            title="This lesson is still locked"
            action={<Link to="/">Back to Learn</Link>}
          >
            {/* The server names what opens it: the lesson before it, or the module before its own. */}
            {serverMessage(error) ?? 'Complete the lessons before it to open this one.'}
          </ErrorState>
        ) : status === 404 ? (
          // An old or mistyped link: asking again cannot help, so no Try again.
          <ErrorState title="We couldn't find this lesson" action={<Link to="/">Back to Learn</Link>}>
            It may have been renamed or removed. Pick a lesson from Learn.
          </ErrorState>
        ) : (
          <ErrorState
            title="We couldn't open this lesson"
            stillWorks={LEARN_ERROR_TEXT.stillWorks}
            onRetry={() => refetch()}
            retrying={isFetching}
            action={<Link to="/">Back to Learn</Link>}
          >
            {LEARN_ERROR_TEXT.what}
          </ErrorState>
        )}
      </Frame>
    );
  }
  if (isLoading || !lesson || needsRestart || resetting) {
    return (
      <Frame aria-label="Lesson">
        <LessonTitle>Lesson</LessonTitle>
        <LoadingText text="Loading lesson..." />
      </Frame>
    );
  }
  return (
    <Player
      key={`${lesson.id}:${round}`}
      lesson={lesson}
      onRetry={retry}
      retrying={restartState.isLoading || resetting}
    />
  );
}
