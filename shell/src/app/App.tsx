// Providers of the whole page: store, theme, remote loader, router.
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@fff/platform';
import { GlobalStyle, ThemeModeProvider } from '@fff/ui';
import { RemoteLoaderProvider, type RemoteLoader } from '../lib/remotes/remote-loader-context';
import { AppRoutes } from './routes';

/**
 * The shell app for a given store and remote loader. The declarative router (`BrowserRouter` +
 * `useRoutes`), not the data router: the app has no loaders, actions or route handles, and the data
 * router doubled react-router's share of the first load (~17 KB gzip). The build's pre-render of
 * /auth passes a static router (`router`); it renders no element of its own, so the page hydrates
 * under the browser's router.
 */
export function App({
  store,
  loader,
  router: Router = BrowserRouter,
}: {
  store: AppStore;
  loader: RemoteLoader;
  router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        <GlobalStyle />
        <RemoteLoaderProvider value={loader}>
          <Router>
            <AppRoutes />
          </Router>
        </RemoteLoaderProvider>
      </ThemeModeProvider>
    </Provider>
  );
}
