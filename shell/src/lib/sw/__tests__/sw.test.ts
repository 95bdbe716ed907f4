/**
 * @jest-environment node
 */
// The worker's own logic run in a small stand-in of the service-worker global (node's vm): what a
// push shows, where a click leads, and which requests it answers itself.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

type Listener = (event: Record<string, unknown>) => void;
const ORIGIN = 'https://fff.test';

function loadWorker(online = true, precache = ['/index.html'], contentType = 'application/json') {
  const listeners = new Map<string, Listener>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const posted: unknown[] = [];
  const focused: string[] = [];
  const windows: Array<{ url: string; postMessage: (m: unknown) => void; focus: () => Promise<void> }> = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    navigator: { onLine: online },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
    __FFF_SW__: { version: 'v1', precache },
  };
  // The network answers (or is gone); caches keep nothing but say what they were given.
  const precached: Array<{ url: string; cache: string; credentials: string }> = [];
  const stored: string[] = [];
  const network = async () =>
    online
      ? new Response('{}', { status: 200, headers: { 'content-type': contentType } })
      : Promise.reject(new TypeError('offline'));
  const cache = {
    put: async (key: string | Request) => void stored.push(typeof key === 'string' ? key : key.url),
    keys: async () => [],
    delete: async () => true,
    addAll: async (requests: Request[]) =>
      void precached.push(
        ...requests.map((r) => ({
          url: new URL(r.url).pathname,
          cache: r.cache,
          credentials: r.credentials,
        })),
      ),
  };
  const caches = {
    open: async () => cache,
    match: async () => undefined,
    keys: async () => [],
    delete: async () => true,
  };
  const context = vm.createContext({
    self,
    URL,
    // Relative to the worker's origin, as in a browser (Node's Request wants absolute URLs).
    Request: class extends Request {
      constructor(input: string, init?: RequestInit) {
        super(new URL(input, ORIGIN), init);
      }
    },
    Response,
    Map,
    Date,
    JSON,
    Promise,
    TypeError,
    caches,
    fetch: network,
  });
  vm.runInContext(fs.readFileSync(path.join(__dirname, '..', 'sw.js'), 'utf8'), context);
  const addWindow = (url: string) =>
    windows.push({ url, postMessage: (m) => void posted.push(m), focus: async () => void focused.push(url) });
  /** Dispatch an event; resolves once its waitUntil work is done; says whether respondWith was used. */
  async function dispatch(type: string, fields: Record<string, unknown>) {
    let waited: Promise<unknown> = Promise.resolve();
    let answered: Promise<unknown> = Promise.resolve();
    let responded = false;
    listeners.get(type)!({
      ...fields,
      waitUntil: (p: Promise<unknown>) => void (waited = p),
      respondWith: (p: Promise<unknown>) => {
        responded = true;
        answered = p;
      },
    });
    await Promise.all([waited.catch(() => undefined), answered.catch(() => undefined)]);
    return { responded };
  }
  return { dispatch, shown, opened, posted, focused, addWindow, precached, stored };
}

const pushEvent = (data: unknown) => ({ data: { json: () => data, text: () => JSON.stringify(data) } });

describe('service worker', () => {
  it('when it installs, then content-hashed files come from the HTTP cache the page filled and only the others from the network', async () => {
    const sw = loadWorker(true, ['/index.html', '/588.332eb73a2d21.js', '/manifest.webmanifest']);
    await sw.dispatch('install', {});
    expect(sw.precached).toEqual([
      { url: '/index.html', cache: 'reload', credentials: 'omit' },
      { url: '/588.332eb73a2d21.js', cache: 'default', credentials: 'same-origin' },
      { url: '/manifest.webmanifest', cache: 'reload', credentials: 'omit' },
    ]);
  });

  it('when a signed-in learner opens the server-drawn Learn page or any page, then no cache keeps it', async () => {
    const sw = loadWorker(true, ['/index.html'], 'text/html; charset=utf-8');
    for (const p of ['/', '/learn', '/friends', '/account'])
      await sw.dispatch('fetch', { request: { method: 'GET', url: `${ORIGIN}${p}`, mode: 'navigate' } });
    expect(sw.stored).toEqual([]);
  });

  it('when a hashed file or entry file answers HTML, then it is not kept, while a plain script is', async () => {
    const sw = loadWorker(true, ['/index.html'], 'text/html');
    await sw.dispatch('fetch', {
      request: { method: 'GET', url: `${ORIGIN}/x.332eb73a2d21.js`, mode: 'cors' },
    });
    await sw.dispatch('fetch', { request: { method: 'GET', url: `${ORIGIN}/remotes.json`, mode: 'cors' } });
    expect(sw.stored).toEqual([]);
    const plain = loadWorker(true, ['/index.html'], 'text/javascript');
    await plain.dispatch('fetch', {
      request: { method: 'GET', url: `${ORIGIN}/y.332eb73a2d21.js`, mode: 'cors' },
    });
    expect(plain.stored).toEqual([`${ORIGIN}/y.332eb73a2d21.js`]);
  });

  it('when a push arrives, then it shows its title, body, icon and tag, and keeps only same-origin routes', async () => {
    const sw = loadWorker();
    await sw.dispatch(
      'push',
      pushEvent({
        title: 'Streak!',
        body: 'Practise',
        icon: '/icon-192.png',
        tag: 'fff-streak_reminder',
        url: '/',
      }),
    );
    await sw.dispatch('push', pushEvent({ title: 'x', body: 'y', tag: 't', url: 'https://evil.test/phish' }));
    expect(sw.shown[0]).toEqual({
      title: 'Streak!',
      options: { body: 'Practise', icon: '/icon-192.png', tag: 'fff-streak_reminder', data: { url: '/' } },
    });
    expect(sw.shown[1].options).toEqual({ body: 'y', tag: 't', data: { url: '/' } });
  });

  it('when a notification is clicked, then an open tab is focused and routed, else a new one opens at the route', async () => {
    const sw = loadWorker();
    const notification = { data: { url: '/notification-test' }, close: jest.fn() };
    await sw.dispatch('notificationclick', { notification });
    expect(sw.opened).toEqual(['/notification-test']);
    sw.addWindow(`${ORIGIN}/friends`);
    await sw.dispatch('notificationclick', { notification });
    expect(sw.posted).toEqual([{ type: 'fff/navigate', url: '/notification-test' }]);
    expect(sw.focused).toEqual([`${ORIGIN}/friends`]);
    expect(notification.close).toHaveBeenCalledTimes(2);
  });

  it('when online, then API calls and deploy entry files reach the network untouched; pages and hashed files go through the worker', async () => {
    const sw = loadWorker();
    const get = (p: string, mode = 'cors') => ({ request: { method: 'GET', url: `${ORIGIN}${p}`, mode } });
    for (const p of [
      '/api/user',
      '/remotes.json',
      '/mf/learn/mf-manifest.json',
      '/mf/social/remoteEntry.js',
      '/sw.js',
    ])
      expect([p, (await sw.dispatch('fetch', { ...get(p) })).responded]).toEqual([p, false]);
    expect(
      (await sw.dispatch('fetch', { request: { method: 'POST', url: `${ORIGIN}/api/x`, mode: 'cors' } }))
        .responded,
    ).toBe(false);
    expect((await sw.dispatch('fetch', get('/main.549088bc8291.js'))).responded).toBe(true);
    expect((await sw.dispatch('fetch', get('/learn', 'navigate'))).responded).toBe(true);
  });

  it('when offline, then deploy entry files are answered by the worker (from its saved copies)', async () => {
    const sw = loadWorker(false);
    expect(
      (
        await sw.dispatch('fetch', {
          request: { method: 'GET', url: `${ORIGIN}/remotes.json`, mode: 'cors' },
        })
      ).responded,
    ).toBe(true);
  });
});
