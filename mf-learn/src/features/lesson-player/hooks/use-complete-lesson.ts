// Completes a lesson: POST complete, the spec's toasts, the level-up popup (the shell listens for
// the platform's achievementUnlocked), then back to the module's lesson path. The completion call invalidates
// progress, levels, module lessons and the user (see lesson-api).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { lessonXp, levelUpAchievement, quizScore } from '@fff/domain';
import { achievementUnlocked, toast, useAppDispatch } from '@fff/platform';
import { learnPath } from '../../../config/paths';
import { useCompleteLessonMutation } from '../api/lesson-api';
import { clearSavedStep } from './use-saved-step';

/** [complete(correct, total), { isLoading }] for one lesson. */
export function useCompleteLesson(lessonId: string, moduleId: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [completeLesson, state] = useCompleteLessonMutation();
  const complete = useCallback(
    async (correct: number, total: number) => {
      const score = quizScore(correct, total);
      try {
        const res = await completeLesson({ lessonId, score, xpEarned: lessonXp(score) }).unwrap();
        dispatch(toast({ title: 'Lesson Complete!', description: `You earned ${res.xpEarned} XP!`, variant: 'success' }));
        if (res.leveledUp) {
          dispatch(achievementUnlocked(levelUpAchievement(res.newLevel)));
        }
        clearSavedStep(lessonId);
        navigate(learnPath({ module: moduleId }));
      } catch {
        dispatch(toast({ title: 'Error', description: 'Failed to save lesson progress', variant: 'destructive' }));
      }
    },
    [completeLesson, dispatch, navigate, lessonId, moduleId],
  );
  return [complete, state] as const;
}
