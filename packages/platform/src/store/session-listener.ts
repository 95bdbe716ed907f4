// When this tab's session ends or is replaced by another tab's newer one, every cached response of
// every remote goes (there is one api), so nothing of the previous learner can show again. Kept in
// the store, which may import the api; the session code may not (api → base query → session).
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { sessionEnded, sessionReplaced } from '../session/session-slice';

/** Builds the session listener middleware for one store. */
export function createSessionListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(sessionEnded, sessionReplaced),
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  return listener;
}
