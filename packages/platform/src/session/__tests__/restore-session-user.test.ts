// The refresh answers with the signed-in user (the same payload as GET /api/user), so a page start
// that restores the session has the user at once: the gate waits for no second round trip, and the
// lookup still runs again whenever something invalidates the user.
import { createAppStore } from '../../store/create-store';
import { fakeApi } from '../../testing/fake-api';
import { refreshCookieRoute } from '../../testing/refresh-cookie';
import { testUser } from '../../testing/test-user';
import { takeEarlyRefresh } from '../early-refresh';
import { restoreSession } from '../start-session';
import { setToken } from '../token';
import { userApi } from '../user-api';

let cookieOwner: string | null = 'ann';

beforeEach(() => {
  localStorage.clear();
  setToken(null);
  cookieOwner = 'ann';
  takeEarlyRefresh();
});

const installServer = () =>
  fakeApi({
    'POST /api/auth/refresh': refreshCookieRoute(() => cookieOwner),
    'GET /api/user': () => testUser({ username: `${cookieOwner}-looked-up` }),
  });

it('when the session is restored, then the user is cached from the refresh and GET /api/user is not sent', async () => {
  const server = installServer();
  const store = createAppStore();
  await store.dispatch(restoreSession());
  const subscription = store.dispatch(userApi.endpoints.getCurrentUser.initiate());
  const result = await subscription;
  expect(result.data?.username).toBe('ann');
  expect(server.called('GET', '/api/user')).toHaveLength(0);
  subscription.unsubscribe();
});

it('when the user is invalidated after the restore, then it is looked up again', async () => {
  const server = installServer();
  const store = createAppStore();
  await store.dispatch(restoreSession());
  const subscription = store.dispatch(userApi.endpoints.getCurrentUser.initiate());
  await subscription;
  store.dispatch(userApi.util.invalidateTags(['User']));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await store.dispatch(userApi.endpoints.getCurrentUser.initiate()).unwrap();
  expect(server.called('GET', '/api/user')).toHaveLength(1);
  expect(userApi.endpoints.getCurrentUser.select()(store.getState()).data?.username).toBe('ann-looked-up');
  subscription.unsubscribe();
});

it('when the refresh is refused, then no user is cached', async () => {
  cookieOwner = null;
  installServer();
  const store = createAppStore();
  await store.dispatch(restoreSession());
  expect(userApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeUndefined();
});
