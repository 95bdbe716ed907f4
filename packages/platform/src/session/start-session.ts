// How a session starts or follows another tab: a sign-in in this tab, the refresh cookie at page
// start, or another tab's notice. The newest session always wins: a tab that hears "signed in"
// drops what it shows and asks the (shared) refresh cookie whose session it now is.
import type { Dispatch } from '@reduxjs/toolkit';
import { hasCachedUser, setCachedUser } from '../storage';
import { announceSession, type SessionNotice } from './cross-tab';
import { endSession, forgetCredentials } from './end-session';
import { renewSessionWithUser } from './refresh';
import { sessionAbsent, sessionReplaced, sessionStarted, sessionUnreachable } from './session-slice';
import { setToken } from './token';
import { userApi } from './user-api';

/**
 * Keeps a sign-in's answer for this page and tells the other tabs a new session began (they restore
 * it from the cookie the login set). The sign-in form calls it before its full navigation to /.
 */
export function keepSignIn(answer: { token: string; user?: unknown }): void {
  setToken(answer.token);
  if (answer.user !== undefined) setCachedUser(answer.user);
  announceSession({ kind: 'signedIn' });
}

/** Starts a session in this page from a token (sign-in answer, or a token in the address). */
export function startSession(token: string, user?: unknown) {
  return (dispatch: Dispatch): void => {
    keepSignIn({ token, user });
    dispatch(sessionStarted());
  };
}

/**
 * Asks the refresh cookie for an access token: signed in when it gives one, signed out when the
 * server has no session (a session that ended on this page keeps its reason), 'unreachable' when
 * identity could not answer. Concurrent calls share one request.
 *
 * An unanswered check counts as 'unreachable' only when this browser holds a signed-in user (a
 * session began here and never ended): that learner must not lose it to an outage. A visitor with
 * none was never signed in here, so they are signed out and the sign-in form stays usable (the
 * sign-in itself reports the outage); nothing is forgotten, so a session the cookie does hold is
 * restored by the next page load.
 */
export function restoreSession() {
  return async (dispatch: Dispatch): Promise<void> => {
    const renewal = await renewSessionWithUser();
    if (renewal.outcome === 'renewed') {
      // The refresh answered with the learner GET /api/user would give (identity builds both from
      // the same account and progression): cached first, so the gate has it the moment the session
      // starts. A page start thus asks identity (and learning, for the progression) once, not twice.
      dispatch(
        userApi.util.upsertQueryEntries([
          { endpointName: 'getCurrentUser', arg: undefined, value: renewal.user },
        ]),
      );
      dispatch(sessionStarted());
    } else if (renewal.outcome === 'unreachable')
      dispatch(hasCachedUser() ? sessionUnreachable() : sessionAbsent());
    else {
      forgetCredentials();
      dispatch(sessionAbsent());
    }
  };
}

/** Follows another tab: its sign-out ends this session; its sign-in replaces it with the newest. */
export function followOtherTab(notice: SessionNotice) {
  return async (dispatch: Dispatch): Promise<void> => {
    if (notice.kind === 'signedOut') {
      endSession('otherTab')(dispatch);
      return;
    }
    forgetCredentials();
    dispatch(sessionReplaced());
    await restoreSession()(dispatch);
  };
}
