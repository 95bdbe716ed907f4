// The one place API failures are handled globally: requested error toasts and 401 → sign out.
import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { clearSession } from '../storage';
import { sessionEnded } from '../session/session-slice';
import { toast } from '../toast/toast-slice';
import { errorToastFor } from '../api/error-toasts';
import { errorMessage, errorStatus, serverMessage } from '../api/api-error';

interface RejectedMeta {
  arg?: { endpointName?: string };
}

/** Builds the listener middleware for one store. */
export function createApiListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isRejectedWithValue,
    effect: (action, { dispatch }) => {
      const error = action.payload;
      if (errorStatus(error) === 401) {
        clearSession();
        dispatch(sessionEnded());
      }
      const endpointName = (action.meta as RejectedMeta).arg?.endpointName;
      const spec = endpointName ? errorToastFor(endpointName) : undefined;
      if (!spec) return;
      const description = spec.description ?? serverMessage(error) ?? spec.fallbackDescription ?? errorMessage(error);
      dispatch(toast({ title: spec.title, description, variant: 'destructive' }));
    },
  });
  return listener;
}
