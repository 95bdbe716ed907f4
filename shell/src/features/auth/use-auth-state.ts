// Auth state for the gate (spec part 1 §4): no token → signed out; token and user loaded →
// signed in; token with the user still loading → loading. A GET /api/user that the server refuses
// clears the session (and may leave the verification notice); sign-in/out in other tabs is followed.
// Decision beyond the spec: when identity cannot be reached (network error, 5xx, 429) the learner is
// NOT signed out — an outage must not cost them their session — the gate shows 'unreachable' with a
// retry instead, and the next successful lookup carries on.
import { useEffect, useRef } from 'react';
import {
  STORAGE_KEYS, endSession, errorStatus, selectSignedIn, sessionEnded, sessionStarted, useAppDispatch,
  useAppSelector, useGetCurrentUserQuery,
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
  const signedIn = useAppSelector(selectSignedIn);
  const { data: user, isError, error, refetch, isFetching } = useGetCurrentUserQuery(undefined, { skip: !signedIn });
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

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEYS.authToken && e.key !== null) return;
      dispatch(e.newValue ? sessionStarted() : sessionEnded('signedOut'));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  const retry = () => void refetch();
  if (!signedIn) return { status: 'signedOut', retry };
  if (user) return { status: 'signedIn', retry };
  return { status: outage && !isFetching ? 'unreachable' : 'loading', retry };
}
