// Cache Storage is shared by every tab and learner of this browser. The worker keeps no personal
// page (sw.js), and this clears every cache anyway when a session ends here (sign-out, expiry,
// deletion, another tab signing out) and when a different learner signs in than the one last seen,
// so nothing one learner's visit left behind is served to the next.
import { selectSessionStatus, userApi, type AppStore } from '@fff/platform';

/** The last learner seen signed in on this browser (their id only). */
export const LAST_LEARNER_KEY = 'sw_last_learner';

type Store = Pick<AppStore, 'getState' | 'subscribe'>;

/** Deletes every cache of this origin; resolves when done (a browser without Cache Storage skips). */
export async function clearCaches(cacheStorage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!cacheStorage) return;
  for (const name of await cacheStorage.keys()) await cacheStorage.delete(name);
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Watches the session and clears the caches at its end and at a change of learner. */
export function watchLearnerCaches(
  store: Store,
  clear: () => Promise<void> = () => clearCaches(),
): () => void {
  let status = selectSessionStatus(store.getState());
  const forget = () => void clear().catch(() => undefined);
  return store.subscribe(() => {
    const state = store.getState();
    const next = selectSessionStatus(state);
    if (next === 'signedOut' && status !== 'signedOut') {
      storage()?.removeItem(LAST_LEARNER_KEY);
      forget();
    }
    status = next;
    const learner =
      next === 'signedIn' ? userApi.endpoints.getCurrentUser.select()(state).data?.id : undefined;
    if (!learner) return;
    const last = storage()?.getItem(LAST_LEARNER_KEY);
    if (last === learner) return;
    storage()?.setItem(LAST_LEARNER_KEY, learner);
    if (last) forget();
  });
}
