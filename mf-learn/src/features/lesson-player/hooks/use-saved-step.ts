// The current step of a lesson, kept in sessionStorage so a reload resumes where the learner was.
import { useCallback, useState } from 'react';

const key = (lessonId: string) => `fff:lesson-step:${lessonId}`;

/** Reads the saved step (0 when none). */
export function readSavedStep(lessonId: string): number {
  try {
    const n = Number(sessionStorage.getItem(key(lessonId)));
    return Number.isInteger(n) && n >= 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** Forgets the saved step (after completion or a restart). */
export function clearSavedStep(lessonId: string): void {
  try {
    sessionStorage.removeItem(key(lessonId));
  } catch {
    // Storage may be unavailable (private mode); resuming is a convenience only.
  }
}

/** [step, setStep]: every change is saved for this lesson. */
export function useSavedStep(lessonId: string, initial: number): [number, (n: number) => void] {
  const [step, setStepState] = useState(initial);
  const setStep = useCallback(
    (n: number) => {
      setStepState(n);
      try {
        sessionStorage.setItem(key(lessonId), String(n));
      } catch {
        // See clearSavedStep.
      }
    },
    [lessonId],
  );
  return [step, setStep];
}
