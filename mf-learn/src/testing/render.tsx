// Renders screens the way the shell does: real store, theme and router with this remote's routes.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore, setToken, type AppStore } from '@fff/platform';
import { lightTheme } from '@fff/ui';
import LearnHome from '../app/routes/LearnHome';
import LessonPlayerRoute from '../app/routes/LessonPlayerRoute';

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

/** Render `ui` with a fresh store, signed in; returns the store too. */
export function renderScreen(ui: ReactElement, path = '/', onStore?: (store: AppStore) => void) {
  setToken('test-token');
  const store = createAppStore();
  onStore?.(store);
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[path]}>{ui}<LocationProbe /></MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { store, ...result };
}

/** The remote's routes as the shell mounts them: / and /lesson/:lessonId. */
export function renderLearnApp(path = '/', onStore?: (store: AppStore) => void) {
  return renderScreen(
    <Routes>
      <Route path="/" element={<LearnHome />} />
      <Route path="/lesson/:lessonId" element={<LessonPlayerRoute />} />
    </Routes>,
    path,
    onStore,
  );
}
