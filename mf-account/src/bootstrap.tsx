// Standalone page for developing this remote on its own (http://localhost:3003).
// In the product the shell renders the exposed modules inside its own providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@fff/platform';
import { GlobalStyle, ThemeModeProvider } from '@fff/ui';
import MoreScreen from './app/routes/MoreScreen';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <ThemeModeProvider>
        <GlobalStyle />
        <BrowserRouter>
          <main style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>
            <MoreScreen />
          </main>
        </BrowserRouter>
      </ThemeModeProvider>
    </Provider>
  </StrictMode>,
);
