// Connects the toast viewport of @fff/ui to the toast slice of @fff/platform.
import { useCallback } from 'react';
import { selectToasts, toastDismissed, useAppDispatch, useAppSelector } from '@fff/platform';
import { ToastViewport } from '@fff/ui';

/** The page's single toast region. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const onDismiss = useCallback((id: string) => dispatch(toastDismissed(id)), [dispatch]);
  const onAction = useCallback(
    (id: string) => {
      const action = toasts.find((t) => t.id === id)?.action;
      if (action) dispatch(action.dispatch);
      dispatch(toastDismissed(id));
    },
    [toasts, dispatch],
  );
  return <ToastViewport toasts={toasts} onDismiss={onDismiss} onAction={onAction} />;
}
