// The remote modules a server render can show: those of the server entry of the remote release
// this core draws (mf-learn's, mf-social's or mf-account's), installed by live-remote-release.ts. Each is handed to React.lazy as a thenable that calls back at
// once, so the render never suspends on it: a suspended boundary would come out of the render as a
// fallback followed by a script that swaps the content in, which the page's CSP would refuse.
//
// Loaded in the browser's order: styled-components numbers components in the order they are
// created, and the class names derive from the numbers. A page's client evaluates the shell, then
// the authenticated layout's chunk, then the screen's remote module (start.tsx hydrates only then),
// so the layout is loaded (loadServerLayout) before the release's server entry is evaluated.
import { loadAppLayout } from '../app/layout/LazyAppLayout';
import { fulfilled } from '../lib/lazy-once-loaded';
import type { RemoteComponentModule } from '../lib/remotes/federation-loader';

const loaded = new Map<string, RemoteComponentModule>();

/** Loads the authenticated layout's module: before any remote module is evaluated. */
export function loadServerLayout(): Promise<unknown> {
  return loadAppLayout();
}

/** Makes `modules` (a server entry's, by id) the ones this render core draws. */
export function installServerModules(modules: Readonly<Record<string, RemoteComponentModule>>): void {
  for (const [id, module] of Object.entries(modules)) {
    if (!module?.default) throw new Error(`the server entry's ${id} has no component`);
    loaded.set(id, module);
  }
}

/** The module `id` names, already installed; a rejection for one not held. */
export function serverRemoteModule(id: string): Promise<RemoteComponentModule> {
  const module = loaded.get(id);
  if (!module) return Promise.reject(new Error(`the server render holds no ${id}`));
  return fulfilled(module) as Promise<RemoteComponentModule>;
}
