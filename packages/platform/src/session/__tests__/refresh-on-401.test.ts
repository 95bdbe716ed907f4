import { api } from '../../api/api';
import { createAppStore } from '../../store/create-store';
import { STORAGE_KEYS } from '../../storage';
import { getToken, setToken } from '../../session/token';
import { fakeApi, type FakeCall } from '../../testing/fake-api';
import { testUser } from '../../testing/test-user';
import { selectSessionEndReason, selectSignedIn } from '../session-slice';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
    // An optional-auth route: anonymous callers get { anonymous: true } instead of a 401.
    optional: build.query<unknown, void>({
      query: () => '/optional',
      extraOptions: { isSignedInAnswer: (data) => !(data as { anonymous?: boolean }).anonymous },
    }),
  }),
});

interface Seen {
  path: string;
  auth: string | null;
  zone: string | null;
}
let calls: FakeCall[] = [];
let refreshAnswer: { status: number; body: unknown } = {
  status: 200,
  body: { token: 'fresh', user: testUser({ id: 'u1' }) },
};
let releaseRefresh: () => void = () => {};

// A tiny server at the fetch boundary: accepts only the token 'fresh'; refresh waits for a release.
function installServer() {
  calls = fakeApi({
    'POST /api/auth/refresh': async () => {
      await new Promise<void>((resolve) => {
        releaseRefresh = resolve;
      });
      return refreshAnswer;
    },
    'GET /api/optional': (call) => ({ anonymous: call.headers.get('authorization') !== 'Bearer fresh' }),
    '*': (call) =>
      call.headers.get('authorization') === 'Bearer fresh'
        ? { path: call.path }
        : { status: 401, body: { message: 'expired' } },
  }).calls;
}

/** What the server has seen so far. */
const seen = (): Seen[] =>
  calls.map((c) => ({
    path: c.path,
    auth: c.headers.get('authorization'),
    zone: c.headers.get('x-time-zone'),
  }));

// Lets pending fetches reach the refresh call, then answers it.
async function answerRefresh() {
  for (let i = 0; i < 20 && !seen().some((s) => s.path === '/api/auth/refresh'); i++)
    await new Promise((r) => setTimeout(r, 5));
  releaseRefresh();
}

beforeEach(() => {
  localStorage.clear();
  setToken(null);
  refreshAnswer = { status: 200, body: { token: 'fresh', user: testUser({ id: 'u1' }) } };
  installServer();
});

describe('refresh on 401', () => {
  it('when concurrent calls get 401, then one refresh runs, the token is stored and each call is retried', async () => {
    setToken('stale');
    const store = createAppStore();
    const calls = [
      store.dispatch(probe.endpoints.probe.initiate('/a')),
      store.dispatch(probe.endpoints.probe.initiate('/b')),
    ];
    await answerRefresh();
    const [a, b] = await Promise.all(calls);
    expect(a.data).toEqual({ path: '/api/a' });
    expect(b.data).toEqual({ path: '/api/b' });
    expect(seen().filter((s) => s.path === '/api/auth/refresh')).toHaveLength(1);
    expect(getToken()).toBe('fresh');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toMatchObject({ id: 'u1' });
    expect(
      seen()
        .filter((s) => s.auth === 'Bearer fresh')
        .map((s) => s.path)
        .sort(),
    ).toEqual(['/api/a', '/api/b']);
  });

  it('when the refresh fails, then the session ends with the token, user and cache cleared', async () => {
    setToken('stale');
    localStorage.setItem(STORAGE_KEYS.user, '{"id":"u1"}');
    refreshAnswer = { status: 401, body: { message: 'no session' } };
    const store = createAppStore();
    const call = store.dispatch(probe.endpoints.probe.initiate('/a'));
    await answerRefresh();
    await call;
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(selectSignedIn(store.getState())).toBe(false);
    expect(selectSessionEndReason(store.getState())).toBe('expired');
    expect(seen().filter((s) => s.path === '/api/a')).toHaveLength(1);
  });

  it('when an optional-auth route answers as to an anonymous caller although a token was sent, then it is refreshed and retried', async () => {
    setToken('stale');
    const store = createAppStore();
    const call = store.dispatch(probe.endpoints.optional.initiate());
    await answerRefresh();
    expect((await call).data).toEqual({ anonymous: false });
    expect(seen().map((s) => `${s.path} ${s.auth}`)).toEqual([
      '/api/optional Bearer stale',
      '/api/auth/refresh null',
      '/api/optional Bearer fresh',
    ]);
  });

  it('when an optional-auth route is called without a token, then its anonymous answer is kept', async () => {
    const store = createAppStore();
    expect((await store.dispatch(probe.endpoints.optional.initiate())).data).toEqual({ anonymous: true });
    expect(seen()).toHaveLength(1);
  });

  it('when an account call such as login answers 401, then no refresh is tried', async () => {
    setToken('stale');
    const store = createAppStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('/auth/login'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen().map((s) => s.path)).toEqual(['/api/auth/login']);
    expect(selectSignedIn(store.getState())).toBe(true);
  });

  it('when no token was sent, then a 401 is returned as is', async () => {
    const store = createAppStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('/user'));
    expect(result.error).toMatchObject({ status: 401, message: '401: expired' });
    expect(seen()).toHaveLength(1);
  });

  it('when any call is sent, then it carries the browser time zone', async () => {
    const store = createAppStore();
    await store.dispatch(probe.endpoints.probe.initiate('/zone'));
    expect(seen()[0].zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
