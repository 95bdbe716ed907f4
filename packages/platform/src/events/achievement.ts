// The cross-app event behind the achievement popup: any remote dispatches it, the shell's popup
// queue and mascot react to it. One action creator so no app spells the type by hand.
import { createAction } from '@reduxjs/toolkit';

/** What an achievement popup shows. */
export interface Achievement {
  name: string;
  description: string;
}

/** `achievement/unlocked`: queue a popup (the shell shows it; the mascot cheers). */
export const achievementUnlocked = createAction<Achievement>('achievement/unlocked');
