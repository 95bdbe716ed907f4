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
import { useEffect, useRef } from 'react';
import {
  endSession,
  errorStatus,
  restoreSession,
  selectSessionStatus,
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

  if (session === 'restoring') return { status: 'loading', retry: () => undefined };
  if (session === 'unreachable')
    return { status: 'unreachable', retry: () => void dispatch(restoreSession()) };
  const retry = () => void refetch();
  if (!signedIn) return { status: 'signedOut', retry };
  if (user) return { status: 'signedIn', retry };
  return { status: outage && !isFetching ? 'unreachable' : 'loading', retry };
}
