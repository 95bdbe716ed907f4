// The client's one way to tell the learner how a call they asked for went: a toast on success
// (when the screen has one to say) and a destructive toast on failure with a fixed text, the
// server's message, or the screen's fallback. Screens call it at the call site, so what a failure
// says sits next to the call instead of in a registry keyed by endpoint name.
import { useCallback } from 'react';
import { serverMessage } from '../api/api-error';
import { useAppDispatch } from '../store/create-store';
import { toast } from './toast-slice';

/** What the toasts say; `done` may depend on the call's answer, and is left out for silence. */
export interface CallFeedback<T> {
  done?: string | ((answer: T) => { title: string; description?: string });
  /** Success toasts are 'success' unless told otherwise (a declined request is 'default'). */
  variant?: 'success' | 'default';
  failed: string;
  /** A fixed description of the failure; otherwise the server's message, else `fallback`. */
  failedDetail?: string | ((error: unknown) => string);
  /** Shown when the server sends no message of its own ('Please try again.' unless told). */
  fallback?: string;
}

/** The failure toast for `error` as `texts` describe it. */
export function failureToast(
  error: unknown,
  texts: Pick<CallFeedback<unknown>, 'failed' | 'failedDetail' | 'fallback'>,
) {
  const fixed = typeof texts.failedDetail === 'function' ? texts.failedDetail(error) : texts.failedDetail;
  const description = fixed ?? serverMessage(error) ?? texts.fallback ?? 'Please try again.';
  return toast({ title: texts.failed, description, variant: 'destructive' });
}

/**
 * `run(call, texts)` resolves true when the call succeeded; either way the learner was told.
 * `fail(error, texts)` tells of a failure a screen caught itself (a call run elsewhere).
 */
export function useCallFeedback() {
  const dispatch = useAppDispatch();
  const fail = useCallback(
    (error: unknown, texts: Pick<CallFeedback<unknown>, 'failed' | 'failedDetail' | 'fallback'>) =>
      void dispatch(failureToast(error, texts)),
    [dispatch],
  );
  const run = useCallback(
    async <T>(call: () => Promise<T>, texts: CallFeedback<T>): Promise<boolean> => {
      let answer: T;
      try {
        answer = await call();
      } catch (error) {
        fail(error, texts);
        return false;
      }
      if (texts.done) {
        const done = typeof texts.done === 'string' ? { title: texts.done } : texts.done(answer);
        dispatch(toast({ ...done, variant: texts.variant ?? 'success' }));
      }
      return true;
    },
    [dispatch, fail],
  );
  return { run, fail };
}
