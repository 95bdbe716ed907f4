// Providers of the whole page: store, theme, remote loader, router.
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppStore } from '@fff/platform';
import { GlobalStyle, ThemeModeProvider } from '@fff/ui';
import { RemoteLoaderProvider, type RemoteLoader } from '../lib/remotes/remote-loader-context';
import { routes } from './routes';

/** The shell app for a given store and remote loader. */
export function App({ store, loader }: { store: AppStore; loader: RemoteLoader }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        <GlobalStyle />
        <RemoteLoaderProvider value={loader}>
          <RouterProvider router={router} />
        </RemoteLoaderProvider>
      </ThemeModeProvider>
    </Provider>
  );
}
