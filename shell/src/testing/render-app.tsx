// Renders the real route table with a real store; the remote loader is the test's own.
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '@fff/platform';
import { lightTheme } from '@fff/ui';
import { AppRoutes } from '../app/routes';
import { RemoteLoaderProvider, type RemoteLoader } from '../lib/remotes/remote-loader-context';

/** The test's handle on the router: where it is, and a way to go elsewhere (as a link would). */
export interface TestRouter {
  pathname: string;
  navigate: (to: string) => void;
}

/** Render the shell at `path`. */
export function renderApp(path: string, loader: RemoteLoader) {
  const store = createAppStore();
  const router: TestRouter = {
    pathname: path,
    navigate: () => {
      throw new Error('the router has not rendered yet');
    },
  };
  function Probe() {
    const navigate = useNavigate();
    const { pathname } = useLocation();
    useLayoutEffect(() => {
      router.navigate = (to) => void navigate(to);
      router.pathname = pathname;
    });
    return null;
  }
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <RemoteLoaderProvider value={loader}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <Probe />
          </MemoryRouter>
        </RemoteLoaderProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, ...result };
}
