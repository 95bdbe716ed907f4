// Auth state for the gate (spec part 1 §4): no token → signed out; token and user loaded →
// signed in; token with the user still loading → loading. A failed GET /api/user clears the
// session (and may leave the verification notice); sign-in/out in other tabs is followed too.
import { useEffect, useRef } from 'react';
import {
  STORAGE_KEYS, endSession, selectSignedIn, sessionEnded, sessionStarted, useAppDispatch, useAppSelector,
  useGetCurrentUserQuery,
} from '@fff/platform';

/** Where the session stands. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** Current auth status. */
export function useAuthState(): AuthStatus {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const { data: user, isError, error } = useGetCurrentUserQuery(undefined, { skip: !signedIn });

  // Each failure is handled once (effects may run twice in development).
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!isError || handled.current === error) return;
    handled.current = error;
    import('./lookup-failure')
      .then((m) => m.rememberVerificationNotice(error))
      .catch(() => undefined)
      .finally(() => dispatch(endSession('lookupFailed')));
  }, [isError, error, dispatch]);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEYS.authToken && e.key !== null) return;
      dispatch(e.newValue ? sessionStarted() : sessionEnded('signedOut'));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  if (!signedIn) return 'signedOut';
  return user ? 'signedIn' : 'loading';
}
