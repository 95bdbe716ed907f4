// The social screens' one way to make a call the learner asked for and say how it went: a toast on
// success, and on failure a destructive toast with the server's message (or 'Please try again.').
import { serverMessage, toast, useAppDispatch } from '@fff/platform';

/** What the toasts say; `done` may depend on the call's answer. */
export interface ToastTexts<T> {
  done: string | ((answer: T) => { title: string; description?: string });
  failed: string;
  /** Success toasts are 'success' unless told otherwise (a declined request is 'default'). */
  variant?: 'success' | 'default';
}

/** `run(call, texts)` resolves true when the call succeeded; either way the learner was told. */
export function useToastedCall() {
  const dispatch = useAppDispatch();
  return async <T>(call: () => Promise<T>, texts: ToastTexts<T>): Promise<boolean> => {
    try {
      const answer = await call();
      const done = typeof texts.done === 'string' ? { title: texts.done } : texts.done(answer);
      dispatch(toast({ ...done, variant: texts.variant ?? 'success' }));
      return true;
    } catch (err) {
      dispatch(
        toast({
          title: texts.failed,
          description: serverMessage(err) ?? 'Please try again.',
          variant: 'destructive',
        }),
      );
      return false;
    }
  };
}
