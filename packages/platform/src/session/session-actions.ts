// Sign-in/out side effects (storage + cache) kept next to the session slice.
import type { Dispatch } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { clearSession, setToken } from '../storage';
import { sessionEnded, sessionStarted, type SessionEndReason } from './session-slice';

/** Stores the token and marks the session started. */
export function startSession(token: string) {
  return (dispatch: Dispatch) => {
    setToken(token);
    dispatch(sessionStarted());
  };
}

/** Clears the token, the cached user and every cached API response, then marks the session ended. */
export function endSession(reason: SessionEndReason = 'signedOut') {
  return (dispatch: Dispatch) => {
    clearSession();
    dispatch(api.util.resetApiState());
    dispatch(sessionEnded(reason));
  };
}
