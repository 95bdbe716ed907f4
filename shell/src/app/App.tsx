// Providers of the whole page: store, theme, remote loader, router.
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@fff/platform';
import { GlobalStyle, ThemeModeProvider } from '@fff/ui';
import { RemoteLoaderProvider, type RemoteLoader } from '../lib/remotes/remote-loader-context';
import { AppRoutes } from './routes';

/**
 * The shell app for a given store and remote loader. The declarative router (`BrowserRouter` +
 * `useRoutes`), not the data router: the app has no loaders, actions or route handles, and the data
 * router doubled react-router's share of the first load (~17 KB gzip).
 */
export function App({ store, loader }: { store: AppStore; loader: RemoteLoader }) {
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        <GlobalStyle />
        <RemoteLoaderProvider value={loader}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RemoteLoaderProvider>
      </ThemeModeProvider>
    </Provider>
  );
}
