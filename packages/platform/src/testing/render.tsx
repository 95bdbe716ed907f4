// Renders a screen the way the shell hosts it: real store, light theme and a memory router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@fff/ui';
import { setToken } from '../session/token';
import { createAppStore, type AppStore } from '../store/create-store';

/** Options of renderWithProviders. */
export interface RenderOptions {
  /** Initial location of the memory router. */
  path?: string;
  /** Put an access token in memory first, so the session counts as signed in. */
  signedIn?: boolean;
  /** Called with the fresh store before rendering (to seed state). */
  onStore?: (store: AppStore) => void;
  /** Also render `<output data-testid="location">` with the current path and query. */
  locationProbe?: boolean;
}

/** The access token renderWithProviders({ signedIn: true }) puts in memory. */
export const TEST_TOKEN = 'test-token';

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

/** Render `ui` with a fresh store, theme and router; returns the store with the render result. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', signedIn = false, onStore, locationProbe = false } = options;
  if (signedIn) setToken(TEST_TOKEN);
  const store = createAppStore();
  onStore?.(store);
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          {locationProbe && <LocationProbe />}
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { store, ...result };
}
