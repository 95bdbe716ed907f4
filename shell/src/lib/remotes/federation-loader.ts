// Loads exposed modules of remotes through the Module Federation runtime the host build set up.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fulfilled } from '../lazy-once-loaded';
import { chooseEntry, learnerKey, readFallbacks, rememberFallback } from './canary';
import { reportRemoteFailure, type FailureStage } from './failure-report';
import { reloadPage } from './page-reload';
import { loadRemoteConfig, type RemoteEntry } from './remote-config';

/** What an exposed route module or widget looks like. */
export interface RemoteComponentModule {
  default: React.ComponentType;
}

/** A remote as this page registered it: the entry chosen for this learner, and the stable one. */
interface Registered {
  name: string;
  entry: string;
  stable: string;
}

let registration: Promise<Registered[]> | null = null;
/** Modules fetched ahead of their first render (preloadFederatedModule), by id. */
const preloaded = new Map<string, Promise<RemoteComponentModule>>();
/** Those of them that have arrived: handed to React.lazy without a wait (loadFederatedModule). */
const arrived = new Map<string, RemoteComponentModule>();

// One registration per page; a failed one is forgotten so 'Try again' fetches remotes.json again.
function ensureRegistered(): Promise<Registered[]> {
  registration ??= loadRemoteConfig().then((remotes) => {
    const key = learnerKey();
    const fallbacks = readFallbacks();
    const chosen = remotes.map((r: RemoteEntry) => ({
      name: r.name,
      entry: chooseEntry(r, key, fallbacks),
      stable: r.entry,
    }));
    registerRemotes(chosen.map(({ name, entry }) => ({ name, entry })));
    return chosen;
  });
  registration.catch(() => {
    registration = null;
  });
  return registration;
}

/**
 * Reports a failure of `remoteName`'s version on this page and, when that was a canary (`next`)
 * version, moves this learner to the stable one for good. Resolves whether loading again now takes
 * the stable version; with the move remembered it never resolves: the page is loaded again instead.
 */
async function remoteFailed(remoteName: string, stage: FailureStage): Promise<boolean> {
  const remotes = await (registration ?? Promise.resolve([] as Registered[]));
  const remote = remotes.find((r) => r.name === remoteName);
  if (!remote) return false;
  reportRemoteFailure(remoteName, remote.entry, stage);
  if (remote.entry === remote.stable) return false;
  rememberFallback(remoteName, remote.entry);
  // Both versions of a remote share its name, so webpack's chunk registry: once the canary's code ran
  // in this page (a screen that threw, chunks that arrived), the stable version would run its modules.
  // A fresh page takes the stable one; only where the move cannot be kept is it tried in this page.
  if (readFallbacks()[remoteName] === remote.entry) return reloadPage();
  remote.entry = remote.stable;
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  return true;
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
    if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  }
  try {
    return await loadModule(id);
  } catch (error) {
    // A canary that does not load: this learner goes back to the stable version at once.
    if (await remoteFailed(remoteName, 'load')) return loadModule(id);
    if (typeof error === 'object' && error !== null) reportedLoadFailures.add(error);
    throw error;
  }
}

/** Load failures already reported: their boundary's catch is not a second failure. */
const reportedLoadFailures = new WeakSet<object>();

loadFederatedModule.failedAtStart = (id: string, error: unknown): Promise<boolean> =>
  typeof error === 'object' && error !== null && reportedLoadFailures.has(error)
    ? Promise.resolve(false)
    : remoteFailed(id.split('/')[0], 'start');

async function loadModule(id: string): Promise<RemoteComponentModule> {
  const mod = await loadRemote<RemoteComponentModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} did not provide a component`);
  return mod;
}
