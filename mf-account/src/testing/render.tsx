// Renders a screen the way the shell does: real store, theme and router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '@fff/platform';
import { lightTheme } from '@fff/ui';

/** Render with a fresh store; returns the store too. */
export function renderScreen(ui: ReactElement, path = '/') {
  const store = createAppStore();
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { store, ...result };
}
