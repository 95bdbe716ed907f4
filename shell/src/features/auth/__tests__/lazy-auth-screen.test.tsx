// The pre-rendered /auth hydrates once the screen's module is fetched: the screen must then render in
// that same pass, not show its loading fallback (a boundary left suspended keeps the build's markup,
// whose buttons do nothing, while the page counts as started).
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '@fff/platform';
import { lightTheme } from '@fff/ui';
import { AuthPage, preloadAuthPage } from '../LazyAuthScreens';
import { resetPage } from './helpers';

beforeEach(resetPage);

it('once its module is fetched, then the /auth screen renders at once, without its loading fallback', async () => {
  await preloadAuthPage();
  render(
    <Provider store={createAppStore()}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={['/auth']}>
          <AuthPage />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  expect(screen.queryByText('Loading your cooking journey...')).not.toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
});
