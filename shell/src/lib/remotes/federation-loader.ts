// Loads exposed modules of remotes through the Module Federation runtime the host build set up.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fulfilled } from '../lazy-once-loaded';
import { loadRemoteConfig, type RemoteEntry } from './remote-config';

/** What an exposed route module or widget looks like. */
export interface RemoteComponentModule {
  default: React.ComponentType;
}

let registration: Promise<RemoteEntry[]> | null = null;
/** Modules fetched ahead of their first render (preloadFederatedModule), by id. */
const preloaded = new Map<string, Promise<RemoteComponentModule>>();
/** Those of them that have arrived: handed to React.lazy without a wait (loadFederatedModule). */
const arrived = new Map<string, RemoteComponentModule>();

// One registration per page; a failed one is forgotten so 'Try again' fetches remotes.json again.
function ensureRegistered(): Promise<RemoteEntry[]> {
  registration ??= loadRemoteConfig().then((remotes) => {
    registerRemotes(remotes);
    return remotes;
  });
  registration.catch(() => {
    registration = null;
  });
  return registration;
}

/**
 * Reads /remotes.json and registers the remotes now, for a page whose route shows a remote: beside
 * the session check instead of after it, one round trip off the screen's remote. Only the deploy's
 * remote list is fetched (no remote's files); a failed read is forgotten like any other.
 */
export function prepareRemotes(): void {
  ensureRegistered().catch(() => undefined);
}

/** Loads `<remote>/<Module>`; on retry the remote is re-registered so a failed fetch is not cached. */
export function loadFederatedModule(id: string, attempt: number): Promise<RemoteComponentModule> {
  // A module already here renders in the same pass (lib/lazy-once-loaded.ts's thenable): a page
  // hydrating the server's markup must take the screen over in its first commit, or a press held
  // until then would land on markup without handlers.
  const here = attempt === 0 ? arrived.get(id) : undefined;
  if (here) return fulfilled(here) as Promise<RemoteComponentModule>;
  const early = attempt === 0 ? preloaded.get(id) : undefined;
  return early ?? fetchModule(id, attempt);
}

/**
 * Starts loading `id` before anything renders it (a signed-in page start, beside its first API
 * calls); its first render then takes this load. A failed preload is forgotten, so the screen's own
 * load (and 'Try again') fetches again.
 */
export function preloadFederatedModule(id: string): void {
  if (preloaded.has(id)) return;
  const load = fetchModule(id, 0);
  preloaded.set(id, load);
  load.then(
    (module) => arrived.set(id, module),
    () => preloaded.delete(id),
  );
}

async function fetchModule(id: string, attempt: number): Promise<RemoteComponentModule> {
  const remotes = await ensureRegistered();
  const remoteName = id.split('/')[0];
  if (attempt > 0) {
    const remote = remotes.find((r) => r.name === remoteName);
    if (remote) registerRemotes([remote], { force: true });
  }
  const mod = await loadRemote<RemoteComponentModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} did not provide a component`);
  return mod;
}
