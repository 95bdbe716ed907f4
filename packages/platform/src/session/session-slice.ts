// Where this tab's session stands, and why the last one ended. The shell's auth gate reads this:
// 'restoring' while the refresh cookie is asked for an access token (page start, another tab signed
// in), 'unreachable' when identity could not answer that, and an ended session (with a reason) sends
// the page to /auth. Only session/end-session.ts and session/restore.ts dispatch these actions.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Why a session ended on this page. */
export type SessionEndReason = 'signedOut' | 'expired' | 'lookupFailed' | 'accountDeleted' | 'otherTab';

/** Session status of this tab. */
export type SessionStatus = 'restoring' | 'unreachable' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  /** Set when a session ended on this page; null on first load and after a new sign-in. */
  endReason: SessionEndReason | null;
}

const initialState: SessionState = { status: 'restoring', endReason: null };

/** Session slice: `session/started`, `session/ended`, `session/restoring`, `session/replaced`, `session/absent`, `session/unreachable`. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    started(state) {
      state.status = 'signedIn';
      state.endReason = null;
    },
    ended(state, action: PayloadAction<SessionEndReason>) {
      state.status = 'signedOut';
      state.endReason = action.payload;
    },
    restoring(state) {
      state.status = 'restoring';
    },
    /** Another tab signed in: this tab's session ends and the newest one is restored from the cookie. */
    replaced(state) {
      state.status = 'restoring';
      state.endReason = 'otherTab';
    },
    /** The refresh cookie holds no session (first visit): signed out, with nothing that "ended". */
    absent(state) {
      state.status = 'signedOut';
    },
    unreachable(state) {
      state.status = 'unreachable';
    },
  },
  selectors: {
    selectSignedIn: (state) => state.status === 'signedIn',
    selectSessionStatus: (state) => state.status,
    selectSessionEndReason: (state) => state.endReason,
  },
});

/** An access token is in memory for this tab (sign-in, restore). */
export const sessionStarted = sessionSlice.actions.started;
/** The session is gone; see endSession, the one way a session ends. */
export const sessionEnded = sessionSlice.actions.ended;
/** The refresh cookie is being asked for an access token. */
export const sessionRestoring = sessionSlice.actions.restoring;
/** Another tab signed in; this tab drops its session and restores the newest. */
export const sessionReplaced = sessionSlice.actions.replaced;
/** No session behind the refresh cookie (nothing ended: the learner was not signed in). */
export const sessionAbsent = sessionSlice.actions.absent;
/** Identity could not be asked; the session may still exist. */
export const sessionUnreachable = sessionSlice.actions.unreachable;
/** True while this tab holds an access token; the status; why the last session ended (or null). */
export const { selectSignedIn, selectSessionStatus, selectSessionEndReason } = sessionSlice.selectors;
