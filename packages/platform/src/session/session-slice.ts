// Whether a session token exists, and why the last one ended. The shell's auth gate reads this:
// an ended session (sign-out, failed refresh, failed user lookup) sends the page to /auth.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Why a session ended: the user signed out, the refresh failed, or the user lookup failed. */
export type SessionEndReason = 'signedOut' | 'expired' | 'lookupFailed';

interface SessionState {
  signedIn: boolean;
  /** Set when a session ended on this page; null on first load and after a new sign-in. */
  endReason: SessionEndReason | null;
}

const initialState: SessionState = { signedIn: false, endReason: null };

/** Session slice: `session/started` and `session/ended`. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    started(state) {
      state.signedIn = true;
      state.endReason = null;
    },
    ended: {
      reducer(state, action: PayloadAction<SessionEndReason>) {
        state.signedIn = false;
        state.endReason = action.payload;
      },
      // Callers that do not say why (other tabs, older code) count as a sign-out.
      prepare: (reason?: SessionEndReason) => ({ payload: reason ?? 'signedOut' }),
    },
  },
  selectors: {
    selectSignedIn: (state) => state.signedIn,
    selectSessionEndReason: (state) => state.endReason,
  },
});

/** A token was stored (sign-in, token in the query string). */
export const sessionStarted = sessionSlice.actions.started;
/** The session is gone (sign-out, failed refresh, failed lookup, account deletion). */
export const sessionEnded = sessionSlice.actions.ended;
/** True while a session token exists; why the last session ended on this page (or null). */
export const { selectSignedIn, selectSessionEndReason } = sessionSlice.selectors;
