import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSessionEndReason, userApi } from '@fff/platform';
import { fakeApi, testUser, type FakeReply, getToken, setTestToken } from '@fff/platform/testing';
import { installMatchMedia } from '../../../test-support/match-media';
import { renderAtSettings } from '../../../test-support/render-settings';

beforeEach(() => {
  localStorage.clear();
  setTestToken(null);
  installMatchMedia(false);
  setTestToken('tok-123');
  localStorage.setItem('user', JSON.stringify(testUser()));
});

describe('Sign Out on Settings', () => {
  it.each<[string, () => FakeReply | Promise<FakeReply>]>([
    ['the server accepts the logout', () => ({ body: { success: true } })],
    ['the server fails the logout', () => ({ status: 500, body: { message: 'down' } })],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('when %s, then the token, user and cache are cleared and /auth shows', async (_, logout) => {
    const { calls: requests } = fakeApi({
      'GET /api/user': () => ({ body: testUser() }),
      'POST /api/auth/logout': logout,
    });
    const { store } = renderAtSettings();
    await store.dispatch(userApi.endpoints.getCurrentUser.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    const logoutCalls = requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/auth/logout'));
    expect(logoutCalls).toHaveLength(1);
    expect(logoutCalls[0].headers.get('authorization')).toBe('Bearer tok-123');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().api.queries).toEqual({});
    expect(selectSessionEndReason(store.getState())).toBe('signedOut');
  });

  it('when there is no token, then no logout call is sent and /auth still shows', async () => {
    setTestToken(null);
    const { calls: requests } = fakeApi({});
    renderAtSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(localStorage.getItem('user')).toBeNull();
  });
});
