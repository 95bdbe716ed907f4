// A banner shown while the browser is offline (spec: the app shell with a clear message instead of the
// browser's error page). Plain DOM outside React: it must work even when the app itself cannot start.

/** What the banner says. */
export const OFFLINE_MESSAGE =
  "You're offline. Lessons, progress and friends need a connection; the app reconnects when your network is back.";

const ID = 'fff-offline-notice';

function show(): void {
  if (document.getElementById(ID)) return;
  const el = document.createElement('div');
  el.id = ID;
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  el.textContent = OFFLINE_MESSAGE;
  Object.assign(el.style, {
    // In the flow above the app (not over its header), and kept in view while scrolling.
    position: 'sticky',
    top: '0',
    zIndex: '2147483000',
    padding: '10px 16px',
    background: '#fef3c7',
    color: '#1f2937',
    borderBottom: '2px solid #b45309',
    font: '600 0.95rem/1.4 system-ui, sans-serif',
    textAlign: 'center',
  });
  document.body.prepend(el);
}

function hide(): void {
  document.getElementById(ID)?.remove();
}

/** Show the banner whenever the browser says it is offline, now and on every change. */
export function watchConnection(): void {
  window.addEventListener('offline', show);
  window.addEventListener('online', hide);
  if (!navigator.onLine) show();
}
