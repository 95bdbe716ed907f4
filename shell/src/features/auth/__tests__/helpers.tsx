// Shared setup of the auth screen tests: real store and routes, fetch answered by fakeApi.
import { setTestToken } from '@fff/platform/testing';
import type { RemoteLoader } from '../../../lib/remotes/remote-loader-context';

/** Remote stand-in: every exposed module renders a heading naming it. */
export const remotes: RemoteLoader = async (id) => ({ default: () => <h1>{`screen ${id}`}</h1> });

/** Common per-test reset: no stored data, no access token in memory. */
export function resetPage() {
  localStorage.clear();
  setTestToken(null);
  window.scrollTo = jest.fn() as typeof window.scrollTo;
}

/** Puts an access token in the platform's memory as a previous sign-in would have. */
export const storeToken = (token = 'tok') => setTestToken(token);

/** Waits longer than the 500 ms hint debounce. */
export const HINT_WAIT = { timeout: 2000 };
