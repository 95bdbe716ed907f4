// The service worker served at /sw.js (scope /). Built by shell/webpack.config.js, which prepends
// `self.__FFF_SW__ = { version, precache }` (the shell build's id and its files), so every shell
// deployment ships a new worker that takes over at once.
//
// - Pushes from svc-identity (JSON: title, body, icon, tag, url) become notifications; a click focuses
//   an open tab and routes it, or opens one.
// - Privacy: the worker never stores a personal page. Navigations (the server-drawn Learn page `/`
//   holds the learner's email and friends' messages) go to the network and are never put in a cache;
//   the offline fallback is the build's index.html, precached without cookies; /api is never touched;
//   only responses that are not HTML and not `private`/`no-store` are kept. The page clears every
//   cache on sign-out and on a change of learner (learner-caches.ts).
// - Offline: navigations are network-first with the build's index.html as fallback (or a small
//   offline page); content-hashed files (shell and remotes) are cache-first, which is safe because a
//   new build has new names. remotes.json, mf-manifest.json and remoteEntry.js go to the network
//   untouched while online (a deployment is never hidden by a stale copy); the last copy is kept on
//   the side and served only when the network is gone.

const CONFIG = self.__FFF_SW__ || { version: 'dev', precache: [] };
const SHELL_CACHE = `fff-shell-${CONFIG.version}`;
const ASSET_CACHE = 'fff-assets';
const ENTRY_CACHE = 'fff-entries';
const ASSET_LIMIT = 400;
const HASHED = /[/._-][0-9a-f]{8,}\.[A-Za-z0-9]+$/;
const ENTRY = /\/(remotes\.json|mf-manifest\.json|remoteEntry\.js)$/;
const ENTRY_REFRESH_MS = 30000;
const INDEX = '/index.html';

// Set when a network request failed and cleared when one succeeds: while set, entry files are
// answered from the side copies (navigator.onLine alone misses "connected but no route").
let offline = false;
const refreshedAt = new Map();

const OFFLINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline - From Fork to Flame</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fff7ed;color:#1f2937">
<main style="max-width:28rem;padding:24px;text-align:center"><h1>You're offline</h1>
<p role="status">From Fork to Flame needs a connection to load. Check your network, then reload the page.</p></main></body></html>`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // Content-hashed files never change under their name, so the copies the page just loaded
      // (the HTTP cache) serve; only unhashed ones (index.html, the manifest) go to the network.
      await cache.addAll(
        CONFIG.precache.map((url) =>
          HASHED.test(url)
            ? new Request(url, { cache: 'default' })
            : // Without cookies: what is kept is the build's file, never a page drawn for a learner.
              new Request(url, { cache: 'reload', credentials: 'omit' }),
        ),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('fff-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - ASSET_LIMIT))) await cache.delete(request);
}

/** May this response be kept? Never a page (HTML may be drawn for a learner), never a private answer. */
function storable(response) {
  const type = response.headers.get('content-type') || '';
  const control = response.headers.get('cache-control') || '';
  return response.ok && !type.includes('text/html') && !/\b(private|no-store)\b/i.test(control);
}

async function navigate(request) {
  try {
    const response = await fetch(request);
    offline = false;
    return response;
  } catch {
    offline = true;
    const cached = await caches.match(INDEX, { cacheName: SHELL_CACHE });
    return cached || new Response(OFFLINE_PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (storable(response)) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
    void trimAssets();
  }
  return response;
}

/** Keep the last good copy of an entry file for offline use (at most every ENTRY_REFRESH_MS per file). */
async function refreshEntry(url) {
  const last = refreshedAt.get(url) || 0;
  if (Date.now() - last < ENTRY_REFRESH_MS) return;
  refreshedAt.set(url, Date.now());
  try {
    const response = await fetch(url, { cache: 'no-store' });
    offline = false;
    if (storable(response)) await (await caches.open(ENTRY_CACHE)).put(url, response);
  } catch {
    offline = true;
  }
}

async function entryWhileOffline(request) {
  try {
    const response = await fetch(request);
    offline = false;
    return response;
  } catch {
    const cached = await caches.match(request.url, { cacheName: ENTRY_CACHE });
    if (cached) return cached;
    throw new TypeError('offline and no saved copy');
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (ENTRY.test(url.pathname)) {
    if (offline || self.navigator.onLine === false) event.respondWith(entryWhileOffline(request));
    else event.waitUntil(refreshEntry(url.href));
    return;
  }
  if (offline || self.navigator.onLine === false)
    event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
});

/** Only paths of this app are opened from a notification. */
function routeOf(raw) {
  try {
    const url = new URL(raw || '/', self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  if (event.data) {
    try {
      data = event.data.json();
    } catch {
      data = { body: event.data.text() };
    }
  }
  const title = data.title || 'From Fork to Flame';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      // svc-identity names the icon (domain's PUSH_ICON); a push without one shows the browser's own.
      ...(data.icon ? { icon: data.icon } : {}),
      tag: data.tag || 'fff',
      data: { url: routeOf(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const route = routeOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        // The page routes itself (client-side navigation keeps the app state); see register.ts.
        open.postMessage({ type: 'fff/navigate', url: route });
        return open.focus();
      }
      return self.clients.openWindow(route);
    })(),
  );
});
