// Chef Chilli's reactions. Any remote may dispatch `mascot/reacted` with a reaction name; the
// platform's achievementUnlocked (level-up) makes the mascot cheer with a level_up message.
// mf-learn sends lesson_complete, perfect_score and streak_milestone (domain's completionReaction).
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MascotReaction } from '@fff/domain/shared';
import { achievementUnlocked, rootReducer, type RootState } from '@fff/platform';

interface MascotState {
  reaction: MascotReaction | null;
  // Bumped on every reaction so the same reaction twice still shows the bubble again.
  seq: number;
  // The last reaction the widget has shown. A reaction dispatched while the widget is not on screen
  // (the full-screen lesson player) shows once when it returns, and never again after that.
  shownSeq: number;
}

const initialState: MascotState = { reaction: null, seq: 0, shownSeq: 0 };

/** Slice 'mascot': action `mascot/reacted`. */
export const mascotSlice = createSlice({
  name: 'mascot',
  initialState,
  reducers: {
    reacted(state, action: PayloadAction<MascotReaction>) {
      state.reaction = action.payload;
      state.seq += 1;
    },
    shown(state, action: PayloadAction<number>) {
      state.shownSeq = Math.max(state.shownSeq, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(achievementUnlocked, (state) => {
      state.reaction = 'level_up';
      state.seq += 1;
    });
  },
  selectors: { selectMascot: (state) => state },
});

declare module '@fff/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof mascotSlice> {}
}

const injected = mascotSlice.injectInto(rootReducer);

/** The latest reaction and its sequence number. */
export const selectMascot = (state: RootState) => injected.selectors.selectMascot(state);

export const { reacted: mascotReacted, shown: mascotShown } = mascotSlice.actions;
