// Sign-out for every remote: `dispatch(signOut())` or `const signOut = useSignOut()`.
import { useCallback } from 'react';
import type { Dispatch } from '@reduxjs/toolkit';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../store/create-store';
import { API_PATHS } from './paths';
import { endSession } from './end-session';
import { timeZoneHeaders } from './time-zone';
import { getToken } from './token';

/** Path of the sign-in screen. */
export const AUTH_PATH = '/auth';

/**
 * Signs out: POST /api/auth/logout only when a token exists (response not read; the refresh cookie
 * goes with it, so the server ends that session too), then endSession('signedOut') whether or not
 * that call worked: token, cached user and every cached response cleared, other tabs signed out.
 */
export function signOut() {
  return async (dispatch: Dispatch): Promise<void> => {
    const token = getToken();
    if (token) {
      try {
        await fetch(API_PATHS.logout, {
          method: 'POST',
          credentials: 'include',
          headers: { Authorization: `Bearer ${token}`, ...timeZoneHeaders() },
        });
      } catch {
        // Spec: cleanup and redirect happen whether the call succeeds or fails.
      }
    }
    endSession('signedOut')(dispatch);
  };
}

/** A callback that signs out and goes to /auth (use inside the router). */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(signOut());
    navigate(AUTH_PATH, { replace: true });
  }, [dispatch, navigate]);
}
