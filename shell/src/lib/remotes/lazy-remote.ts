// The lazy component that renders one remote module, kept outside the component that shows it.
import { lazy, type ComponentType } from 'react';
import type { RemoteLoader } from './remote-loader-context';

const lazies = new WeakMap<RemoteLoader, Map<string, ComponentType>>();

/**
 * One lazy component per loader, module and attempt. React may throw a render away before it
 * commits (a transition restarted by an update), and a lazy created in that render would load the
 * module again. A failure is forgotten once its fallback is on screen (forgetRemote), so a screen
 * opened later tries again; not at the rejection, because React renders a failed tree again before
 * it shows the error.
 */
export function lazyRemote(loader: RemoteLoader, id: string, attempt: number): ComponentType {
  let byKey = lazies.get(loader);
  if (!byKey) lazies.set(loader, (byKey = new Map()));
  const key = `${attempt} ${id}`;
  const known = byKey.get(key);
  if (known) return known;
  const Lazy = lazy(() => loader(id, attempt));
  byKey.set(key, Lazy);
  return Lazy;
}

/** Forgets the lazy component of a load that failed (called when its error is shown). */
export function forgetRemote(loader: RemoteLoader, id: string, attempt: number): void {
  lazies.get(loader)?.delete(`${attempt} ${id}`);
}
