// Auth state for the gate (spec part 1 §4): no session → signed out; a session and the user loaded →
// signed in; otherwise loading. The access token lives in @fff/platform's memory: at page start the
// platform restores it from the refresh cookie (useSessionSync in the root layout), and it follows
// sign-ins and sign-outs of other tabs. A GET /api/user that the server refuses ends the session (and
// may leave the verification notice).
// Decision beyond the spec: when identity cannot be reached (network error, 5xx, 429) the learner is
// NOT signed out — an outage must not cost them their session — the gate shows 'unreachable' with a
// retry instead, and the next successful lookup (or restore) carries on. A visitor this browser holds
// no signed-in user for is signed out instead (platform's restoreSession): their sign-in form stays
// usable, and the outage screen's "You are still signed in" is only ever said to a learner who is.
import { useDeferredValue, useEffect, useRef } from 'react';
import {
  endSession,
  errorStatus,
  restoreSession,
  selectSessionStatus,
  type SessionStatus,
  useAppDispatch,
  useAppSelector,
  useGetCurrentUserQuery,
} from '@fff/platform';

/** Where the session stands. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'unreachable';

/** A lookup failure that says nothing about the session: the server was not there to answer. */
export function isOutage(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status >= 500 || status === 429 || status === 408;
}

/** The gate's status: `outage` is a user lookup that failed for want of a server, and is not retrying. */
function gateStatus(session: SessionStatus, userLoaded: boolean, outage: boolean): AuthStatus {
  if (session === 'restoring') return 'loading';
  if (session === 'unreachable') return 'unreachable';
  if (session !== 'signedIn') return 'signedOut';
  if (userLoaded) return 'signedIn';
  return outage ? 'unreachable' : 'loading';
}

/** Current auth status, and a retry for the 'unreachable' state. */
export function useAuthState(): { status: AuthStatus; retry: () => void } {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSessionStatus);
  const signedIn = session === 'signedIn';
  const {
    data: user,
    isError,
    error,
    refetch,
    isFetching,
  } = useGetCurrentUserQuery(undefined, { skip: !signedIn });
  const outage = isError && isOutage(error);

  // Each failure is handled once (effects may run twice in development).
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!isError || outage || handled.current === error) return;
    handled.current = error;
    import('./lookup-failure')
      .then((m) => m.rememberVerificationNotice(error))
      .catch(() => undefined)
      .finally(() => dispatch(endSession('lookupFailed')));
  }, [isError, outage, error, dispatch]);

  const status = gateStatus(session, Boolean(user), outage && !isFetching);
  // Becoming signed in mounts the page's largest tree (the layout and the screen). It follows a store
  // update, which React renders at once in one task (~250 ms on a phone-speed CPU at a cold start);
  // deferred, it is rendered in a transition, in slices the browser can paint and answer input
  // between. Only that step waits: a sign-out or an outage shows at once.
  const deferred = useDeferredValue(status);
  const shown = status === 'signedIn' && deferred !== 'signedIn' ? deferred : status;
  const retry = session === 'unreachable' ? () => void dispatch(restoreSession()) : () => void refetch();
  return { status: shown, retry };
}
