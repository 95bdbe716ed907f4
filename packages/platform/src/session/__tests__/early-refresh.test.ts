// The shell's entry sends the page's session check before the libraries arrive; the page start's
// restoreSession must adopt that request, not send a second refresh with the same cookie (the server
// rotates the refresh token on every use).
import { createAppStore } from '../../store/create-store';
import { fakeApi } from '../../testing/fake-api';
import { refreshCookieRoute } from '../../testing/refresh-cookie';
import { startEarlyRefresh, takeEarlyRefresh } from '../early-refresh';
import { selectSessionStatus } from '../session-slice';
import { restoreSession } from '../start-session';
import { getToken, setToken } from '../token';

let cookieOwner: string | null = 'ann';
const installServer = () => fakeApi({ 'POST /api/auth/refresh': refreshCookieRoute(() => cookieOwner) });

beforeEach(() => {
  localStorage.clear();
  setToken(null);
  cookieOwner = 'ann';
  takeEarlyRefresh();
});

it('when the entry started the session check, then the page start adopts it and sends no second one', async () => {
  const server = installServer();
  startEarlyRefresh();
  const store = createAppStore();
  await store.dispatch(restoreSession());
  expect(server.called('POST', '/api/auth/refresh')).toHaveLength(1);
  expect(getToken()).toBe('token-of-ann');
  expect(selectSessionStatus(store.getState())).toBe('signedIn');
});

it('when the early check was adopted, then a later check (another tab signed in) sends its own', async () => {
  const server = installServer();
  startEarlyRefresh();
  const store = createAppStore();
  await store.dispatch(restoreSession());
  cookieOwner = 'bob';
  await store.dispatch(restoreSession());
  expect(server.called('POST', '/api/auth/refresh')).toHaveLength(2);
  expect(getToken()).toBe('token-of-bob');
});

it('when the early check was refused (no session), then the page starts signed out', async () => {
  cookieOwner = null;
  const server = installServer();
  startEarlyRefresh();
  const store = createAppStore();
  await store.dispatch(restoreSession());
  expect(server.called('POST', '/api/auth/refresh')).toHaveLength(1);
  expect(selectSessionStatus(store.getState())).toBe('signedOut');
});

it('when the early check never reached the server, then the page start reads that as unreachable, not as a second try', async () => {
  const server = installServer();
  const realFetch = globalThis.fetch;
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  startEarlyRefresh();
  globalThis.fetch = realFetch;
  const store = createAppStore();
  await store.dispatch(restoreSession());
  expect(server.called('POST', '/api/auth/refresh')).toHaveLength(0);
  // A visitor this browser holds no signed-in user for stays signed out (start-session.ts).
  expect(selectSessionStatus(store.getState())).toBe('signedOut');
});
