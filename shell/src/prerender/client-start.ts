// When the shell's client starts (index.ts loads it then). Two pages are whole on screen before any
// script runs: the build's /auth for a signed-out visitor, and Learn drawn by the shell's renderer
// for a signed-in learner (shell/src/server). Until the visitor acts on them, nothing there needs a
// script, so the libraries wait: ~200 KB that a phone evaluates for over a second during the load,
// while the visitor reads. Their first press, key, focus or pointer movement starts the client;
// presses made before it took over wait for it (held-presses.ts). A learner's page also starts by
// itself once the browser is idle after the load (LEARNER_IDLE_START_MS): its counts (requests,
// messages) and its session must not wait for a learner who only watches. Everyone else's client
// starts at once: a signed-in visitor on /auth (on to Learn), an outage, another theme, a query, or
// any other page.
import { listenToOtherTabs } from '@fff/platform/cross-tab';
import { sessionRefused, takeEarlyRefresh } from '@fff/platform/early-refresh';
import { STORAGE_KEYS } from '@fff/platform/storage';
import { themeAtStart } from '@fff/ui/theme-at-start';
import { PRERENDERED_ATTRIBUTE } from './auth-page-html';
import { RENDERED_FOR_ATTRIBUTE } from './learner-page-attributes';
import { startMode } from './start-mode';

/** What a visitor does that the page must answer: press, type, focus, or move a pointer over it. */
const FIRST_INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart'] as const;

/** After the load, how long a learner's page waits for the browser to be idle before it starts anyway. */
export const LEARNER_IDLE_START_MS = 4000;

/** Calls `start` once the page has loaded and then `ms` have passed with the browser idle. */
function whenIdleAfterLoad(page: Window, ms: number, start: () => void): void {
  const idle = () => {
    const later = () =>
      typeof page.requestIdleCallback === 'function'
        ? page.requestIdleCallback(start, { timeout: ms })
        : page.setTimeout(start, 0);
    page.setTimeout(later, ms);
  };
  if (page.document.readyState === 'complete') idle();
  else page.addEventListener('load', idle, { once: true });
}

/**
 * Resolves when the client should start: at once, unless the page is the pre-rendered /auth this
 * visitor would get signed out and the session check (`refresh`, the entry's early one) says nobody
 * is signed in, or a learner's page in the light theme whose session check did not fail; then at
 * their first interaction (a learner's page also once the browser is idle after the load).
 */
export function clientStart(refresh: Promise<Response>, page: Window = window): Promise<void> {
  const root = page.document.getElementById('root');
  // A learner's page drawn by the server (shell/src/server): whole on screen, like /auth.
  const theme = themeAtStart(STORAGE_KEYS.theme);
  // The light theme only: another's colours change every class name, so that page renders afresh.
  const learnerPage = root?.hasAttribute(RENDERED_FOR_ATTRIBUTE) === true && theme === 'light';
  const hydratesSignedOut =
    !root?.hasAttribute(RENDERED_FOR_ATTRIBUTE) &&
    startMode({
      prerenderedPath: root?.getAttribute(PRERENDERED_ATTRIBUTE) ?? null,
      pathname: page.location.pathname,
      search: page.location.search,
      session: 'signedOut',
      theme,
    }) === 'hydrate';
  if (!hydratesSignedOut && !learnerPage) return Promise.resolve();

  return new Promise((resolve) => {
    let started = false;
    let stopListening = () => {};
    const start = () => {
      if (started) return;
      started = true;
      stopListening();
      for (const type of FIRST_INTERACTIONS) page.removeEventListener(type, onInteraction, true);
      resolve();
    };
    if (learnerPage) {
      whenIdleAfterLoad(page, LEARNER_IDLE_START_MS, start);
      // Another tab signed in or out: this page may no longer be the session's. The client starts
      // and asks again (the answer the page got at its load is older than that change).
      stopListening = listenToOtherTabs(() => {
        takeEarlyRefresh();
        start();
      });
    } else {
      // The signed-out /auth adopts the answer it got at its load (one refresh per page), unless
      // another tab signed in or out since: that answer is old, and the client asks again.
      stopListening = listenToOtherTabs(() => void takeEarlyRefresh());
    }
    const onInteraction = () => start();
    for (const type of FIRST_INTERACTIONS) {
      page.addEventListener(type, onInteraction, { capture: true, passive: true });
    }
    refresh.then(
      (answer) => {
        // A learner's page waits while their session holds; an ended one starts the client at once,
        // which shows /auth instead of the page of a session that is over.
        if (learnerPage) {
          if (!answer.ok) start();
        } else if (!sessionRefused(answer.status)) start();
      },
      () => start(),
    );
  });
}
