// Renders the real route table with a real store; the remote loader is the test's own.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '@fff/platform';
import { lightTheme } from '@fff/ui';
import { routes } from '../app/routes';
import { RemoteLoaderProvider, type RemoteLoader } from '../lib/remotes/remote-loader-context';

/** Render the shell at `path`. */
export function renderApp(path: string, loader: RemoteLoader) {
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <RemoteLoaderProvider value={loader}>
          <RouterProvider router={router} />
        </RemoteLoaderProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, ...result };
}
