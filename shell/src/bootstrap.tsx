// Starts the shell once shared singletons are negotiated (see index.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, restoreSession, selectSessionStatus } from '@fff/platform';
import { App } from './app/App';
import { preloadAppLayout } from './app/layout/LazyAppLayout';
import { loadFederatedModule, preloadFederatedModule } from './lib/remotes/federation-loader';
import { remoteModuleFor } from './app/layout/route-spec';
import { registerServiceWorker } from './lib/sw/register';

const pathname = window.location.pathname;
const store = createAppStore();
preloadAppLayout(pathname);
// The session check starts before React's first render (the root layout's own call joins this
// request), and once it says signed in, the screen's remote is fetched beside the user read
// instead of after it. A signed-out visitor never fetches a remote they are not shown.
if (selectSessionStatus(store.getState()) === 'restoring')
  void store.dispatch(restoreSession()).then(() => {
    const screen = remoteModuleFor(pathname);
    if (screen && selectSessionStatus(store.getState()) === 'signedIn') preloadFederatedModule(screen);
  });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} loader={loadFederatedModule} />
  </StrictMode>,
);
registerServiceWorker();
