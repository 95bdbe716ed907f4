// Achievement popups queue. Any remote dispatches the platform's achievementUnlocked (mf-learn does
// on level-up); the shell also notices a level rise between two GET /api/user answers.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { levelUpAchievement, levelUpSpiceStones } from '@fff/domain/learning';
import { achievementUnlocked, rootReducer, type Achievement, type RootState } from '@fff/platform';

interface AchievementState {
  queue: Achievement[];
  // An unlocked action arrived since the last user answer: that level-up is already announced.
  announcedSinceLastUser: boolean;
}

const initialState: AchievementState = { queue: [], announcedSinceLastUser: false };

/** Slice 'achievement': the popup queue. */
export const achievementSlice = createSlice({
  name: 'achievement',
  initialState,
  reducers: {
    dismissed(state) {
      state.queue.shift();
    },
    /** A new user answer: announce a level rise unless a remote has just done so. */
    levelObserved(state, action: PayloadAction<{ previous: number; level: number }>) {
      const { previous, level } = action.payload;
      if (level > previous && !state.announcedSinceLastUser) {
        // Seen only through GET /api/user (e.g. XP from the test page): svc-learning credits
        // levelUpSpiceStones per level reached, once per level, so this is the credited figure.
        state.queue.push(levelUpAchievement(level, levelUpSpiceStones(level - previous)));
      }
      state.announcedSinceLastUser = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(achievementUnlocked, (state, action) => {
      state.queue.push({
        name: String(action.payload.name),
        description: String(action.payload.description ?? ''),
      });
      state.announcedSinceLastUser = true;
    });
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
export const selectCurrentAchievement = (state: RootState) =>
  achievements.selectors.selectCurrentAchievement(state);

export const { dismissed: achievementDismissed, levelObserved } = achievementSlice.actions;
