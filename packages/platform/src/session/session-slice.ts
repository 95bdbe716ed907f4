// Whether a session token exists. The shell's auth gate reads this; the 401 listener ends it.
import { createSlice } from '@reduxjs/toolkit';

interface SessionState {
  signedIn: boolean;
}

/** Session slice: `session/started` and `session/ended`. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { signedIn: false } as SessionState,
  reducers: {
    started(state) {
      state.signedIn = true;
    },
    ended(state) {
      state.signedIn = false;
    },
  },
  selectors: {
    selectSignedIn: (state) => state.signedIn,
  },
});

/** A token was stored (sign-in, token in the query string). */
export const sessionStarted = sessionSlice.actions.started;
/** The session is gone (sign-out, 401, account deletion). */
export const sessionEnded = sessionSlice.actions.ended;
/** True while a session token exists. */
export const { selectSignedIn } = sessionSlice.selectors;
