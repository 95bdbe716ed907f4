// Achievement popups queue. Any remote dispatches `achievement/unlocked` with { name, description }
// (mf-learn does on level-up); the shell also notices a level rise between two GET /api/user answers.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { levelUpStonesDisplay } from '@fff/domain';
import { rootReducer, type RootState } from '@fff/platform';

/** What the popup shows. */
export interface Achievement {
  name: string;
  description: string;
}

interface AchievementState {
  queue: Achievement[];
  // An unlocked action arrived since the last user answer: that level-up is already announced.
  announcedSinceLastUser: boolean;
}

const initialState: AchievementState = { queue: [], announcedSinceLastUser: false };

/** Slice named 'achievement', so its `unlocked` action type is exactly 'achievement/unlocked'. */
export const achievementSlice = createSlice({
  name: 'achievement',
  initialState,
  reducers: {
    unlocked(state, action: PayloadAction<Achievement>) {
      state.queue.push({ name: String(action.payload.name), description: String(action.payload.description ?? '') });
      state.announcedSinceLastUser = true;
    },
    dismissed(state) {
      state.queue.shift();
    },
    /** A new user answer: announce a level rise unless a remote has just done so. */
    levelObserved(state, action: PayloadAction<{ previous: number; level: number }>) {
      const { previous, level } = action.payload;
      if (level > previous && !state.announcedSinceLastUser) {
        state.queue.push({ name: 'Level Up!', description: `You reached level ${level}! +${levelUpStonesDisplay(level)} Spice Stones` });
      }
      state.announcedSinceLastUser = false;
    },
  },
  selectors: {
    selectCurrentAchievement: (state) => state.queue[0] ?? null,
  },
});

declare module '@fff/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof achievementSlice> {}
}

/** The slice injected into the one store's root reducer (selectors read RootState). */
export const achievements = achievementSlice.injectInto(rootReducer);

/** The achievement on screen, or null. */
export const selectCurrentAchievement = (state: RootState) => achievements.selectors.selectCurrentAchievement(state);

export const { unlocked: achievementUnlocked, dismissed: achievementDismissed, levelObserved } = achievementSlice.actions;
