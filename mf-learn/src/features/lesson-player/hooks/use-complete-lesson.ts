// Completes a lesson: POST complete, then the outcome the server decided. A pass shows the spec's
// toast, Chef Chilli's reaction and, on a level-up, the popup with the stones actually credited (the shell listens for the
// platform's achievementUnlocked); a result below the pass mark pays nothing and the player offers
// a retry. The summary stays on screen until the learner moves on. The completion call invalidates
// progress, levels, module lessons and the user (see lesson-api).
import { useCallback, useState } from 'react';
import type { CompleteLessonResponse } from '@fff/contracts';
import { lessonXp, levelUpAchievement, quizScore } from '@fff/domain/learning';
import { completionReaction, mascotReacted } from '@fff/domain/shared';
import { achievementUnlocked, toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { useCompleteLessonMutation } from '../api/lesson-api';
import { clearSavedStep } from './use-saved-step';

/** The success toast's line for a replay (not in the spec, whose line names the XP earned). */
export const REPLAY_TOAST = 'Practice round done: replays earn no XP.';

/** [complete(correct, total), { isLoading, outcome }] for one lesson. */
export function useCompleteLesson(lessonId: string) {
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const [completeLesson, state] = useCompleteLessonMutation();
  const [outcome, setOutcome] = useState<CompleteLessonResponse | null>(null);
  const complete = useCallback(
    async (correct: number, total: number) => {
      const score = quizScore(correct, total);
      try {
        // The spec's body; the server ignores both figures and scores the recorded answers.
        const res = await completeLesson({ lessonId, score, xpEarned: lessonXp(score) }).unwrap();
        clearSavedStep(lessonId);
        setOutcome(res);
        if (!res.passed) return;
        dispatch(
          toast({
            title: 'Lesson Complete!',
            // A replay of a passed lesson pays nothing: "You earned 0 XP!" read like a fault.
            description: res.alreadyCompleted ? REPLAY_TOAST : `You earned ${res.xpEarned} XP!`,
            variant: 'success',
          }),
        );
        // Chef Chilli (shell) cheers for the rarest moment of this outcome; he waits in the Learn
        // screens, so the line shows when the learner leaves the full-screen player.
        const reaction = completionReaction(res);
        if (reaction) dispatch(mascotReacted(reaction));
        if (res.leveledUp)
          dispatch(achievementUnlocked(levelUpAchievement(res.newLevel, res.levelUpSpiceStones)));
      } catch (err) {
        fail(err, { failed: 'Error', failedDetail: 'Failed to save lesson progress' });
      }
    },
    [completeLesson, dispatch, fail, lessonId],
  );
  return [complete, { isLoading: state.isLoading, outcome }] as const;
}
