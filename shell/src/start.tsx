// Starts the shell once shared singletons are negotiated (index.ts) and evaluated (bootstrap.tsx).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createAppStore,
  prefetchLevels,
  SERVER_STATE_ACTION,
  restoreSession,
  selectSessionStatus,
  AUTH_PATH,
  STORAGE_KEYS,
  userApi,
  type AppStore,
} from '@fff/platform';
import { themeAtStart } from '@fff/ui';
import { App } from './app/App';
import { Started } from './app/Started';
import { loadAppLayout, preloadAppLayout } from './app/layout/LazyAppLayout';
import { loadFederatedModule, preloadFederatedModule, prepareRemotes } from './lib/remotes/federation-loader';
import { firstCallFor, remoteModuleFor } from './app/layout/route-spec';
import { registerServiceWorker } from './lib/sw/register';
import { watchLearnerCaches } from './lib/sw/learner-caches';
import { keepTypedEmail, preloadAuthPage } from './features/auth/LazyAuthScreens';
import { startMode } from './prerender/start-mode';
import { PRERENDERED_ATTRIBUTE } from './prerender/auth-page-html';
import { typedEmail } from './prerender/typed-email';
import { renderedFor, serverApiState } from './prerender/learner-page-attributes';

const pathname = window.location.pathname;
const store = createAppStore();
const container = document.getElementById('root')!;
const prerenderedPath = container.getAttribute(PRERENDERED_ATTRIBUTE);
// A learner's page drawn by the server (shell/src/server): the store starts from the answers that
// render used, so the hydrating render gives the same markup and asks for nothing again yet.
const learner = renderedFor(container);
const serverState = learner === null ? undefined : serverApiState();
if (serverState !== undefined) store.dispatch({ type: SERVER_STATE_ACTION, payload: serverState });
preloadAppLayout(pathname);
// The pre-rendered /auth hydrates once its screen's chunk is here too (fetched beside the session check);
// a learner's page never shows it.
const authScreenLoaded = prerenderedPath !== null && learner === null ? preloadAuthPage() : Promise.resolve();
// The session check starts before React's first render (the root layout's own call joins this
// request), and once it says signed in, the screen's remote and the call its first render needs
// (Learn's levels) are fetched beside the user read instead of after the layout rendered. A
// signed-out visitor never fetches a remote they are not shown.
const sessionChecked =
  selectSessionStatus(store.getState()) === 'restoring'
    ? store.dispatch(restoreSession()).then(() => {
        if (selectSessionStatus(store.getState()) !== 'signedIn') return;
        const screen = remoteModuleFor(pathname);
        // A learner's page loads the screen's module after the layout's chunk (screenLoaded below).
        if (screen && learner === null) preloadFederatedModule(screen);
        if (firstCallFor(pathname) === 'levels') void store.dispatch(prefetchLevels());
      })
    : Promise.resolve();
// The remote list is read meanwhile (the remote's own files still wait for the session).
if (remoteModuleFor(pathname)) prepareRemotes();
// A learner's page hydrates with the layout and the screen's module in hand, evaluated in that
// order as in the server render, since styled-components' class names follow creation order.
const screenLoaded =
  learner === null
    ? Promise.resolve()
    : Promise.all([loadAppLayout(), sessionChecked]).then(() => {
        const screen = remoteModuleFor(pathname);
        if (!screen) return undefined;
        preloadFederatedModule(screen);
        return loadFederatedModule(screen, 0).then(() => undefined);
      });

// The first render is a transition, so React works on it in slices and the page stays responsive
// (one long task otherwise); nothing was on screen that it could hide.
function start(appStore: AppStore) {
  // The attribute stays while the pre-rendered markup is not React's yet (hydration under way), so
  // a dark-theme visitor's hidden copy stays hidden, and tests can tell when the page responds.
  const markStarted = () => container.removeAttribute(PRERENDERED_ATTRIBUTE);
  const app = (
    <StrictMode>
      <Started onStarted={markStarted}>
        <App store={appStore} loader={loadFederatedModule} />
      </Started>
    </StrictMode>
  );
  if (prerenderedPath === null) {
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
  // A pre-rendered page (dist/auth.html): its markup is already painted. Once the session check
  // answered, hydrate it when the client would render the same, else render over it.
  const ready = learner === null ? authScreenLoaded : screenLoaded.catch(() => undefined);
  void Promise.all([sessionChecked, ready]).then(() => {
    const mode = startMode({
      prerenderedPath,
      pathname,
      search: window.location.search,
      session: selectSessionStatus(appStore.getState()),
      theme: themeAtStart(STORAGE_KEYS.theme),
      renderedFor: learner,
      signedInAs: userApi.endpoints.getCurrentUser.select()(appStore.getState()).data?.id ?? null,
    });
    if (mode === 'hydrate') {
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
    // A learner's page whose session ended meanwhile (signed out here or in another tab): as on any
    // page whose session ends, the learner goes to the sign-in screen's own address.
    if (learner !== null && selectSessionStatus(appStore.getState()) === 'signedOut')
      window.history.replaceState(null, '', AUTH_PATH);
    // A signed-in visitor (on to Learn), another theme, a query, or an outage for a learner signed in
    // here: the markup is not theirs. The email typed into it goes on in the fresh form.
    return keepTypedEmail(appStore, () => typedEmail(container))
      .catch(() => undefined)
      .then(() => {
        container.replaceChildren();
        markStarted();
        const root = createRoot(container);
        startTransition(() => root.render(app));
      });
  });
}

start(store);
registerServiceWorker();
watchLearnerCaches(store);
