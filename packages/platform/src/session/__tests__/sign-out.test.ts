import { api } from '../../api/api';
import { createAppStore } from '../../store/create-store';
import { STORAGE_KEYS } from '../../storage';
import { getToken, setToken } from '../../session/token';
import { fakeApi, type FakeCall } from '../../testing/fake-api';
import { selectSessionEndReason, selectSignedIn } from '../session-slice';
import { signOut } from '../sign-out';

const probe = api.injectEndpoints({
  endpoints: (build) => ({ cached: build.query<unknown, void>({ query: () => '/cached' }) }),
});

let requests: FakeCall[] = [];
function answer(respond: () => Response | Promise<Response>) {
  requests = fakeApi({ '*': respond }).calls;
}

beforeEach(() => {
  requests = [];
  localStorage.clear();
  setToken(null);
});

describe('signOut', () => {
  it('when signed in, then logout is posted with the token and token, user and cache are cleared', async () => {
    setToken('tok');
    localStorage.setItem(STORAGE_KEYS.user, '{"id":"u1"}');
    localStorage.setItem(STORAGE_KEYS.userBackup, '{"version":1,"user":{"id":"u1"}}');
    localStorage.setItem(STORAGE_KEYS.lastBackupTime, '2026-11-27T10:00:00.000Z');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    answer(() => new Response('{"value":1}', { status: 200 }));
    const store = createAppStore();
    await store.dispatch(probe.endpoints.cached.initiate());
    expect(probe.endpoints.cached.select()(store.getState()).data).toEqual({ value: 1 });
    await store.dispatch(signOut());
    const logout = requests.find((r) => r.url.endsWith('/api/auth/logout'));
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('authorization')).toBe('Bearer tok');
    expect(logout?.credentials).toBe('include');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    // The learner's backup leaves with them; the device's theme stays.
    expect(localStorage.getItem(STORAGE_KEYS.userBackup)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastBackupTime)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(probe.endpoints.cached.select()(store.getState()).data).toBeUndefined();
    expect(selectSignedIn(store.getState())).toBe(false);
    expect(selectSessionEndReason(store.getState())).toBe('signedOut');
  });

  it('when the logout call fails, then the session is still cleared', async () => {
    setToken('tok');
    answer(() => Promise.reject(new TypeError('network down')));
    const store = createAppStore();
    await store.dispatch(signOut());
    expect(getToken()).toBeNull();
    expect(selectSignedIn(store.getState())).toBe(false);
  });

  it('when no token exists, then no logout call is sent', async () => {
    answer(() => new Response('{}', { status: 200 }));
    const store = createAppStore();
    await store.dispatch(signOut());
    expect(requests).toHaveLength(0);
  });
});
