// The one way a session ends in a tab, whatever the cause: sign-out, a refused refresh, a refused
// user lookup, account deletion, or another tab signing out. The token leaves memory, the cached
// user leaves storage, the other tabs are told (unless they told us), and `session/ended` is
// dispatched; the store's session listener then clears every cached API response of every remote
// (there is one api). This module imports no api code, so the base query can use it without a cycle.
import type { Dispatch } from '@reduxjs/toolkit';
import { clearStoredSession } from '../storage';
import { announceSession } from './cross-tab';
import { sessionEnded, type SessionEndReason } from './session-slice';
import { setToken } from './token';

/** Forgets this tab's credentials (token in memory, cached user) without changing the session state. */
export function forgetCredentials(): void {
  setToken(null);
  clearStoredSession();
}

/** Ends the session: credentials forgotten, other tabs told, `session/ended` with `reason`. */
export function endSession(reason: SessionEndReason) {
  return (dispatch: Dispatch): void => {
    forgetCredentials();
    if (reason !== 'otherTab') announceSession({ kind: 'signedOut' });
    dispatch(sessionEnded(reason));
  };
}
