// Renders screens the way the shell does (via @fff/platform/testing), signed in, with a location probe.
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AppStore } from '@fff/platform';
import { renderWithProviders } from '@fff/platform/testing';
import LearnHome from '../app/routes/LearnHome';
import LessonPlayerRoute from '../app/routes/LessonPlayerRoute';

/** Render `ui` with a fresh store, signed in; the current location shows in data-testid="location". */
export function renderScreen(ui: ReactElement, path = '/', onStore?: (store: AppStore) => void) {
  return renderWithProviders(ui, { path, onStore, signedIn: true, locationProbe: true });
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
