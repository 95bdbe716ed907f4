// Shared setup of the auth screen tests: real store and routes, fetch answered by fakeApi.
import { STORAGE_KEYS } from '@fff/platform';
import type { RemoteLoader } from '../../../lib/remotes/remote-loader-context';

/** Remote stand-in: every exposed module renders a heading naming it. */
export const remotes: RemoteLoader = async (id) => ({ default: () => <h1>{`screen ${id}`}</h1> });

/** Common per-test reset. */
export function resetPage() {
  localStorage.clear();
  window.scrollTo = jest.fn() as typeof window.scrollTo;
}

/** Stores a session token as a previous sign-in would have. */
export const storeToken = (token = 'tok') => localStorage.setItem(STORAGE_KEYS.authToken, token);

/** Waits longer than the 500 ms hint debounce. */
export const HINT_WAIT = { timeout: 2000 };
