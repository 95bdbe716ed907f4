// Registers /sw.js (scope /) in production builds, routes the app when a notification is clicked
// (the worker posts { type: 'fff/navigate', url }), and shows the offline banner.
import { watchConnection } from './offline-notice';

/** How long after the page's load event the worker is registered (then at the next idle moment). */
const REGISTER_DELAY_MS = 3000;

/** The message the service worker sends after a notification click. */
interface NavigateMessage {
  type: 'fff/navigate';
  url: string;
}

const isNavigate = (data: unknown): data is NavigateMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as NavigateMessage).type === 'fff/navigate' &&
  typeof (data as NavigateMessage).url === 'string' &&
  (data as NavigateMessage).url.startsWith('/');

/** Client-side navigation the router hears (it listens to popstate), so the app keeps its state. */
function routeTo(url: string): void {
  if (`${location.pathname}${location.search}` === url) return;
  history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Start the service worker and the offline banner; a browser without service workers just skips it. */
export function registerServiceWorker(): void {
  watchConnection();
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (isNavigate(event.data)) routeTo(event.data.url);
  });
  const start = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      console.warn('service worker registration failed', err);
    });
  };
  // Offline use and push need the worker, the first seconds of a visit do not: installing it
  // downloads the precache list, which on a first visit competed with the page's own API calls
  // for the browser's six connections. So it starts once the page has loaded and gone quiet.
  const whenQuiet = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
      else start();
    }, REGISTER_DELAY_MS);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}
