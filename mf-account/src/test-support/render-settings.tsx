// Settings as the tests that leave it meet it: the screen at /settings, with a stand-in /auth page to
// land on after signing out or deleting the account.
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@fff/platform/testing';
import { ThemeModeProvider } from '@fff/ui';
import SettingsScreen from '../app/routes/SettingsScreen';

/** Renders Settings at /settings (signed in when asked) beside a 'Sign in page' at /auth. */
export function renderAtSettings({ signedIn = false } = {}) {
  return renderWithProviders(
    <ThemeModeProvider>
      <Routes>
        <Route path="/settings" element={<SettingsScreen />} />
        <Route path="/auth" element={<h1>Sign in page</h1>} />
      </Routes>
    </ThemeModeProvider>,
    { path: '/settings', signedIn },
  );
}
