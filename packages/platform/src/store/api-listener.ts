// The one place API failures raise toasts. A 401 is handled by the base query (refresh once,
// then end the session), so a wrong password on sign-in never clears anything here.
import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { toast } from '../toast/toast-slice';
import { errorToastFor } from '../api/error-toasts';
import { errorMessage, serverMessage } from '../api/api-error';

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
      const endpointName = (action.meta as RejectedMeta).arg?.endpointName;
      const spec = endpointName ? errorToastFor(endpointName) : undefined;
      if (!spec) return;
      const description =
        spec.description ?? serverMessage(error) ?? spec.fallbackDescription ?? errorMessage(error);
      dispatch(toast({ title: spec.title, description, variant: 'destructive' }));
    },
  });
  return listener;
}
