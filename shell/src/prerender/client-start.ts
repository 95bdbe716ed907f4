// When the shell's client starts (index.ts loads it then). The pre-rendered /auth is the build's
// page for a signed-out visitor: it is all on screen, its links work, and what they type stays in
// it. Until they act on it, nothing there needs a script, so for them the libraries wait: ~200 KB
// that a phone evaluates for over a second during the load, for a visitor who may only read. Their
// first press, key, focus or pointer movement starts the client; presses made before it took over
// wait for it (held-presses.ts). Everyone else's client starts at once: a signed-in visitor (on to
// Learn), an outage (its screen), another theme, a query, or any other page.
import { sessionRefused, takeEarlyRefresh } from '@fff/platform/early-refresh';
import { STORAGE_KEYS } from '@fff/platform/storage';
import { themeAtStart } from '@fff/ui/theme-at-start';
import { PRERENDERED_ATTRIBUTE } from './auth-page-html';
import { startMode } from './start-mode';

/** What a visitor does that the page must answer: press, type, focus, or move a pointer over it. */
const FIRST_INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Resolves when the client should start: at once, unless the page is the pre-rendered one this
 * visitor would get signed out and the session check (`refresh`, the entry's early one) says nobody
 * is signed in; then at their first interaction.
 */
export function clientStart(refresh: Promise<Response>, page: Window = window): Promise<void> {
  const root = page.document.getElementById('root');
  const hydratesSignedOut =
    startMode({
      prerenderedPath: root?.getAttribute(PRERENDERED_ATTRIBUTE) ?? null,
      pathname: page.location.pathname,
      search: page.location.search,
      session: 'signedOut',
      theme: themeAtStart(STORAGE_KEYS.theme),
    }) === 'hydrate';
  if (!hydratesSignedOut) return Promise.resolve();

  return new Promise((resolve) => {
    let refused = false;
    const start = () => {
      for (const type of FIRST_INTERACTIONS) page.removeEventListener(type, onInteraction, true);
      resolve();
    };
    const onInteraction = () => {
      // An answer that came before the visitor acted may be old by now (they may have signed in in
      // another tab meanwhile): the client asks again rather than adopt it.
      if (refused) takeEarlyRefresh();
      start();
    };
    for (const type of FIRST_INTERACTIONS) {
      page.addEventListener(type, onInteraction, { capture: true, passive: true });
    }
    refresh.then(
      (answer) => {
        if (sessionRefused(answer.status)) refused = true;
        else start();
      },
      () => start(),
    );
  });
}
