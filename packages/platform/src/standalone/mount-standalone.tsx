// The standalone page of a remote (npm start -w mf-*): the same providers the shell gives its
// exposed modules (store, theme, global styles, router), around a mobile-width column.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle, ThemeModeProvider } from '@fff/ui';
import { createAppStore } from '../store/create-store';
import { useSessionSync } from '../session/use-session-sync';

/** Restores the session from the refresh cookie and follows the other tabs, as the shell does. */
function SessionSync() {
  useSessionSync();
  return null;
}

/** Render `content` into #`rootId` with a fresh store, the theme and a browser router. */
export function mountStandalone(content: ReactNode, rootId = 'root'): void {
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`mountStandalone: no element #${rootId}`);
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <ThemeModeProvider>
          <GlobalStyle />
          <SessionSync />
          <BrowserRouter>
            <main style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>{content}</main>
          </BrowserRouter>
        </ThemeModeProvider>
      </Provider>
    </StrictMode>,
  );
}
