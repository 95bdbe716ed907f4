// Loads exposed modules of remotes through the Module Federation runtime the host build set up.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteConfig, type RemoteEntry } from './remote-config';

/** What an exposed route module or widget looks like. */
export interface RemoteComponentModule {
  default: React.ComponentType;
}

let registration: Promise<RemoteEntry[]> | null = null;

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

/** Loads `<remote>/<Module>`; on retry the remote is re-registered so a failed fetch is not cached. */
export async function loadFederatedModule(id: string, attempt: number): Promise<RemoteComponentModule> {
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
