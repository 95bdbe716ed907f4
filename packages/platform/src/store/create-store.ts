// The one store of the page, made by the shell (and by tests and remote standalone dev pages).
import { configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api/api';
import type { ServerQueryContext } from '../api/base-query';
import { getToken } from '../session/token';
import { removeLegacyToken } from '../storage';
import { rootReducer, type RootState } from './root-reducer';
import { createSessionListener } from './session-listener';

// Immer (under Redux Toolkit's reducers) deep-freezes whatever a reducer puts into the state, and walks
// every new object to do it: each API answer RTK Query stores, the curriculum's ~40 documents among
// them, ~65 ms of a cold Learn load on a phone-speed CPU before the level cards render. Freezing only
// turns an accidental mutation of the state into an error, so it stays on in development and tests,
// where such a mutation is caught, and is off in the production build.
setAutoFreeze(process.env.NODE_ENV !== 'production');

/** What a server render gives its store (shell/src/server): its calls' base URL and the learner's token. */
export interface AppStoreOptions {
  server?: ServerQueryContext;
}

/**
 * Creates the app store. With an access token in memory the session starts signed in; otherwise it
 * starts 'restoring' and useSessionSync asks the refresh cookie for one. A server render passes
 * `server`: the store's calls then carry that learner's token, not the page's.
 */
export function createAppStore(preloadedState?: Partial<RootState>, options: AppStoreOptions = {}) {
  removeLegacyToken();
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { status: getToken() ? 'signedIn' : 'restoring', endReason: null },
      ...preloadedState,
    } as RootState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { server: options.server } } })
        .prepend(createSessionListener().middleware)
        .concat(api.middleware),
  });
}

/** Type of the store. */
export type AppStore = ReturnType<typeof createAppStore>;
/** Dispatch type including thunks. */
export type AppDispatch = AppStore['dispatch'];

/** Typed useDispatch. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed useSelector. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** Typed useStore. */
export const useAppStore = useStore.withTypes<AppStore>();
