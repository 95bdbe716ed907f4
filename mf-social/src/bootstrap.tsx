// Standalone page for developing this remote on its own (http://localhost:3002).
// In the product the shell renders the exposed modules inside its own providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@fff/platform';
import { GlobalStyle, ThemeModeProvider } from '@fff/ui';
import LeagueScreen from './app/routes/LeagueScreen';
import FriendsNavBadge from './app/widgets/FriendsNavBadge';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <ThemeModeProvider>
        <GlobalStyle />
        <BrowserRouter>
          <main style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>
            <p>Friends badge: <FriendsNavBadge /></p>
            <LeagueScreen />
          </main>
        </BrowserRouter>
      </ThemeModeProvider>
    </Provider>
  </StrictMode>,
);
