// The one way a session ends and how a tab follows the others. A second BroadcastChannel on the
// session channel plays "the other tab"; the refresh cookie is the fake server's current user.
import { api } from '../../api/api';
import { createAppStore } from '../../store/create-store';
import { STORAGE_KEYS } from '../../storage';
import { fakeApi, json } from '../../testing/fake-api';
import { refreshCookieRoute } from '../../testing/refresh-cookie';
import { testUser } from '../../testing/test-user';
import { endSession } from '../end-session';
import { selectSessionEndReason, selectSessionStatus } from '../session-slice';
import { followOtherTab, keepSignIn, restoreSession } from '../start-session';
import { getToken, setToken } from '../token';
import { listenToOtherTabs, type SessionNotice } from '../cross-tab';

const probe = api.injectEndpoints({
  endpoints: (build) => ({ whoAmI: build.query<{ name: string }, void>({ query: () => '/who' }) }),
});

// The browser's cookie jar: which learner the refresh cookie belongs to (null: no session).
let cookieOwner: string | null = 'ann';
function installServer() {
  return fakeApi({
    'POST /api/auth/refresh': refreshCookieRoute(() => cookieOwner),
    'GET /api/who': (call) => ({ name: call.headers.get('authorization')?.replace('Bearer token-of-', '') }),
    'POST /api/auth/logout': () => json(204, {}),
  });
}

let otherTab: BroadcastChannel;
const heard: SessionNotice[] = [];
// Messages between channels arrive on a later turn of the event loop.
const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 10));
};

beforeEach(() => {
  localStorage.clear();
  setToken(null);
  cookieOwner = 'ann';
  heard.length = 0;
  otherTab = new BroadcastChannel('fff-session');
  otherTab.onmessage = (e: MessageEvent) => heard.push(e.data as SessionNotice);
});
afterEach(() => otherTab.close());

describe('page start', () => {
  it('when the page starts without a token, then the refresh cookie restores it into memory only', async () => {
    localStorage.setItem('auth_token', 'left-by-an-old-version');
    installServer();
    const store = createAppStore();
    expect(selectSessionStatus(store.getState())).toBe('restoring');
    expect(localStorage.getItem('auth_token')).toBeNull();
    await store.dispatch(restoreSession());
    expect(selectSessionStatus(store.getState())).toBe('signedIn');
    expect(getToken()).toBe('token-of-ann');
    expect(Object.values({ ...localStorage })).not.toContain('token-of-ann');
  });

  it('when the cookie holds no session, then the page is signed out with nothing that "ended"', async () => {
    cookieOwner = null;
    installServer();
    const store = createAppStore();
    await store.dispatch(restoreSession());
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(selectSessionEndReason(store.getState())).toBeNull();
  });

  it('when identity cannot be reached for a learner signed in here, then the session is "unreachable", not ended', async () => {
    const server = installServer();
    server.set('POST /api/auth/refresh', () => json(502, { error: 'bad_gateway', message: 'down' }));
    localStorage.setItem(STORAGE_KEYS.user, '{"username":"ann"}');
    const store = createAppStore();
    await store.dispatch(restoreSession());
    expect(selectSessionStatus(store.getState())).toBe('unreachable');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBe('{"username":"ann"}');
  });

  it('when identity cannot be reached for a visitor never signed in here, then they are signed out with nothing that "ended"', async () => {
    const server = installServer();
    server.set('POST /api/auth/refresh', () => json(502, { error: 'bad_gateway', message: 'down' }));
    const store = createAppStore();
    await store.dispatch(restoreSession());
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(selectSessionEndReason(store.getState())).toBeNull();
    expect(heard).toEqual([]);
  });
});

describe('one way a session ends', () => {
  it.each(['signedOut', 'expired', 'lookupFailed', 'accountDeleted'] as const)(
    'when it ends here (%s), then token, cached user and every cached response go and the other tabs are told',
    async (reason) => {
      installServer();
      setToken('token-of-ann');
      localStorage.setItem(STORAGE_KEYS.user, '{"username":"ann"}');
      const store = createAppStore();
      await store.dispatch(probe.endpoints.whoAmI.initiate());
      expect(probe.endpoints.whoAmI.select()(store.getState()).data).toEqual({ name: 'ann' });
      store.dispatch(endSession(reason));
      await flush();
      expect(getToken()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
      expect(probe.endpoints.whoAmI.select()(store.getState()).data).toBeUndefined();
      expect(selectSessionEndReason(store.getState())).toBe(reason);
      expect(heard).toEqual([{ kind: 'signedOut' }]);
    },
  );
});

describe('following the other tabs', () => {
  it('when another tab signs in as someone else, then this tab drops the old learner and restores the new one', async () => {
    installServer();
    setToken('token-of-ann');
    const store = createAppStore();
    const stop = listenToOtherTabs((notice) => void store.dispatch(followOtherTab(notice)));
    await store.dispatch(probe.endpoints.whoAmI.initiate());

    cookieOwner = 'bea'; // the other tab's login set the shared cookie
    otherTab.postMessage({ kind: 'signedIn' });
    await flush();
    stop();

    expect(getToken()).toBe('token-of-bea');
    expect(selectSessionStatus(store.getState())).toBe('signedIn');
    expect(probe.endpoints.whoAmI.select()(store.getState()).data).toBeUndefined();
    expect((await store.dispatch(probe.endpoints.whoAmI.initiate())).data).toEqual({ name: 'bea' });
  });

  it('when another tab signs in but the cookie holds no session, then this tab goes to sign-in', async () => {
    installServer();
    setToken('token-of-ann');
    const store = createAppStore();
    cookieOwner = null;
    await store.dispatch(followOtherTab({ kind: 'signedIn' }));
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(selectSessionEndReason(store.getState())).toBe('otherTab');
    expect(getToken()).toBeNull();
  });

  it('when another tab signs out, then this one ends too without announcing it back', async () => {
    installServer();
    setToken('token-of-ann');
    const store = createAppStore();
    const stop = listenToOtherTabs((notice) => void store.dispatch(followOtherTab(notice)));
    otherTab.postMessage({ kind: 'signedOut' });
    await flush();
    stop();
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(selectSessionEndReason(store.getState())).toBe('otherTab');
    expect(getToken()).toBeNull();
    expect(heard).toEqual([]);
  });

  it('when this tab signs in, then the other tabs are told and the token stays out of storage', () => {
    keepSignIn({ token: 'token-of-bea', user: testUser({ username: 'bea' }) });
    return flush().then(() => {
      expect(heard).toEqual([{ kind: 'signedIn' }]);
      expect(getToken()).toBe('token-of-bea');
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').username).toBe('bea');
      expect(Object.values({ ...localStorage })).not.toContain('token-of-bea');
    });
  });
});
