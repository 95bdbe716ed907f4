// Account deletion on the client (spec part 2 §4): after the server confirms, the token (in memory)
// and the stored user are forgotten at once, 'Account Deleted' shows, and 2 seconds later the
// session ends the one way sessions end (endSession: every cached response cleared, other tabs
// signed out) and the learner lands on /auth.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_TOASTS, DELETE_ACCOUNT_PHRASE } from '@fff/domain/account';
import { TIMINGS } from '@fff/domain/shared';
import {
  AUTH_PATH,
  endSession,
  forgetCredentials,
  toast,
  useAppDispatch,
  useCallFeedback,
} from '@fff/platform';
import { useDeleteAccountMutation } from '../../../lib/account-api';

/** `remove(confirmation, currentPassword)` deletes the account; `deleted` turns true while the 2 s pass. */
export function useDeleteAccount() {
  const [call, { isLoading }] = useDeleteAccountMutation();
  const [deleted, setDeleted] = useState(false);
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const remove = useCallback(
    async (confirmation: string, currentPassword: string) => {
      if (confirmation !== DELETE_ACCOUNT_PHRASE || !currentPassword) return;
      const result = await call({ confirmation, currentPassword });
      if ('error' in result) fail(result.error, { failed: ACCOUNT_TOASTS.deletionFailed });
      if (!('data' in result)) return;
      forgetCredentials();
      setDeleted(true);
      dispatch(
        toast({
          title: ACCOUNT_TOASTS.accountDeleted,
          description: 'Your account and your data have been removed.',
          variant: 'success',
        }),
      );
      timer.current = setTimeout(() => {
        dispatch(endSession('accountDeleted'));
        navigate(AUTH_PATH, { replace: true });
      }, TIMINGS.accountDeletedRedirectMs);
    },
    [call, dispatch, fail, navigate],
  );

  return { remove, deleting: isLoading, deleted };
}
