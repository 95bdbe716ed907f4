// The remote modules a server render can show, bundled from the remotes' sources into the renderer
// at its build. Each is handed to React.lazy as a thenable that calls back at once, so the render
// never suspends on it: a suspended boundary would come out of the render as a fallback followed
// by a script that swaps the content in, which the page's CSP would refuse.
//
// Loaded in the browser's order: styled-components numbers components in the order they are
// created, and the class names derive from the numbers. A page's client evaluates the shell, then
// the authenticated layout's chunk, then the screen's remote module (start.tsx hydrates only then),
// so the render loads them in that order too.
import { loadAppLayout } from '../app/layout/LazyAppLayout';
import { fulfilled } from '../lib/lazy-once-loaded';
import type { RemoteComponentModule } from '../lib/remotes/federation-loader';

/** The remote modules the renderer holds, by id. */
const SOURCES: Record<string, () => Promise<RemoteComponentModule>> = {
  'mf_learn/LearnHome': () => import('../../../mf-learn/src/app/routes/LearnHome'),
};

const loaded = new Map<string, RemoteComponentModule>();
let ready: Promise<void> | undefined;

/** Loads the layout, then every remote module the renderer holds; once per process. */
export function loadServerModules(): Promise<void> {
  ready ??= (async () => {
    await loadAppLayout();
    for (const [id, load] of Object.entries(SOURCES)) loaded.set(id, await load());
  })();
  return ready;
}

/** The module `id` names, already loaded (loadServerModules); a rejection for one not held. */
export function serverRemoteModule(id: string): Promise<RemoteComponentModule> {
  const module = loaded.get(id);
  if (!module) return Promise.reject(new Error(`the server render holds no ${id}`));
  return fulfilled(module) as Promise<RemoteComponentModule>;
}
