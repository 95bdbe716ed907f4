// Starts the shell once shared singletons are negotiated (see index.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@fff/platform';
import { App } from './app/App';
import { preloadAppLayout } from './app/layout/LazyAppLayout';
import { loadFederatedModule } from './lib/remotes/federation-loader';
import { registerServiceWorker } from './lib/sw/register';

preloadAppLayout(window.location.pathname);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={createAppStore()} loader={loadFederatedModule} />
  </StrictMode>,
);
registerServiceWorker();
