// The loader RemoteModule uses. The app uses Module Federation; tests pass a loader of their own
// (jsdom cannot run remote containers), so the boundary and retry logic are tested for real.
import { createContext, useContext } from 'react';
import type { RemoteComponentModule } from './federation-loader';

/** Loads a remote module by id ('mf_learn/LearnHome'); `attempt` counts retries. */
export type RemoteLoader = ((id: string, attempt: number) => Promise<RemoteComponentModule>) & {
  /**
   * Told that `id` threw while rendering (its boundary caught `error`); resolves true when loading it
   * again would take another version (a canary left for the stable one), so it is retried at once.
   */
  failedAtStart?: (id: string, error: unknown) => Promise<boolean>;
};

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** Provider for the loader. */
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

/** The loader in use. */
export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteLoaderProvider is missing');
  return loader;
}
