// Which part of the sign-in screen shows. In the store (not component state) because a toast
// action ('Resend Email') must open the Resend panel, and toast actions are plain actions.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@fff/platform';

/** Tabs and panels of /auth. */
export type AuthTab = 'signin' | 'signup';
export type AuthPanel = 'none' | 'forgot' | 'resend';

interface AuthScreenState {
  tab: AuthTab;
  /** Bumped to remount the tabs on the chosen tab (they keep their own selection otherwise). */
  tabKey: number;
  panel: AuthPanel;
  /** Prefill of the Forgot/Resend email field. */
  panelEmail: string;
  /** The email last typed on either tab, so switching tabs (or a finished sign-up) keeps it. */
  email: string;
}

const initialState: AuthScreenState = { tab: 'signin', tabKey: 0, panel: 'none', panelEmail: '', email: '' };

const slice = createSlice({
  name: 'authScreen',
  initialState,
  reducers: {
    tabShown(state, action: PayloadAction<AuthTab>) {
      state.tab = action.payload;
      state.tabKey += 1;
      state.panel = 'none';
    },
    panelOpened(state, action: PayloadAction<{ panel: AuthPanel; email?: string }>) {
      state.panel = action.payload.panel;
      state.panelEmail = action.payload.email ?? '';
    },
    emailTyped(state, action: PayloadAction<string>) {
      state.email = action.payload;
    },
    panelClosed(state) {
      state.panel = 'none';
      state.tab = 'signin';
      state.tabKey += 1;
    },
  },
  selectors: {
    selectAuthScreen: (state) => state,
  },
});

declare module '@fff/platform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** The slice, injected into the one store when the auth code loads. */
export const authScreenSlice = slice.injectInto(rootReducer);
export const { tabShown, panelOpened, panelClosed, emailTyped } = slice.actions;
/** Tab, panel and prefill of the sign-in screen. */
export const { selectAuthScreen } = authScreenSlice.selectors;
