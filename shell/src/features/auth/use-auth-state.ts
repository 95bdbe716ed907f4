// Auth state for the gate. For now a stored token means signed in; the auth feature will
// replace this file's logic with the GET /api/user flow ('loading' while it runs).
import { useEffect } from 'react';
import { selectSignedIn, sessionEnded, sessionStarted, STORAGE_KEYS, useAppDispatch, useAppSelector } from '@fff/platform';

/** Where the session stands. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** Current auth status; follows sign-in/out made in other tabs too. */
export function useAuthState(): AuthStatus {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEYS.authToken && e.key !== null) return;
      dispatch(e.newValue ? sessionStarted() : sessionEnded());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
  return signedIn ? 'signedIn' : 'signedOut';
}
