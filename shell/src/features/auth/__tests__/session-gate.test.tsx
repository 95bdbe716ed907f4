import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@fff/platform';
import { getToken } from '@fff/platform/testing';
import { renderApp } from '../../../testing/render-app';
import { fakeApi, json, testUser } from '../../../testing/fake-api';
import { remotes, resetPage, storeToken } from './helpers';

beforeEach(resetPage);

describe('session gate', () => {
  it('when a token exists, then the user is loaded (with the bearer header) behind the loading text', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => {
      release = r;
    });
    const seen = fakeApi({
      'GET /api/user': async () => {
        await answered;
        return json(200, testUser);
      },
    });
    storeToken('tok-1');
    renderApp('/', remotes);
    expect(screen.getByText('Loading your cooking journey...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'screen mf_learn/LearnHome' })).toBeInTheDocument();
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').id).toBe(testUser.id);
  });

  it('when the server refuses the user lookup, then the session is cleared and the page goes to /auth', async () => {
    fakeApi({ 'GET /api/user': () => json(404, { error: 'not_found', message: 'Account not found.' }) });
    storeToken();
    localStorage.setItem(STORAGE_KEYS.user, '{"id":"old"}');
    const { router } = renderApp('/profile', remotes);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.pathname).toBe('/auth');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(screen.queryByText('Email Verification Required')).not.toBeInTheDocument();
  });

  it('when identity is down, then the learner stays signed in and can retry once it is back', async () => {
    let down = true;
    fakeApi({
      'GET /api/user': () =>
        down ? json(502, { error: 'bad_gateway', message: 'Upstream down' }) : json(200, testUser),
    });
    storeToken('tok-kept');
    const { router } = renderApp('/profile', remotes);
    expect(await screen.findByText("We can't reach the kitchen right now")).toBeInTheDocument();
    expect(getToken()).toBe('tok-kept');
    expect(router.pathname).toBe('/profile');

    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'screen mf_account/ProfileScreen' }),
    ).toBeInTheDocument();
  });

  it('when the lookup asks to verify the email, then the sign-in page shows the verification notice', async () => {
    fakeApi({
      'GET /api/user': () => json(403, { error: 'forbidden', message: 'Please verify your email first.' }),
    });
    storeToken();
    renderApp('/', remotes);
    expect(await screen.findByText('Email Verification Required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please verify your email before accessing the app. Check your inbox for the verification link.',
      ),
    ).toBeInTheDocument();
  });

  it('when the access token expired, then it is refreshed once and the page loads', async () => {
    const seen = fakeApi({
      'GET /api/user': (req) =>
        req.headers.get('authorization') === 'Bearer new'
          ? json(200, testUser)
          : json(401, { message: 'expired' }),
      'POST /api/auth/refresh': () => json(200, { token: 'new', user: testUser }),
    });
    storeToken('old');
    renderApp('/', remotes);
    expect(await screen.findByRole('heading', { name: 'screen mf_learn/LearnHome' })).toBeInTheDocument();
    expect(
      seen.map((r) => r.path).filter((p) => p.startsWith('/api/user') || p.startsWith('/api/auth')),
    ).toEqual(['/api/user', '/api/auth/refresh', '/api/user']);
    expect(getToken()).toBe('new');
  });

  it('when signed out, then an unknown path shows the auth screen in place', async () => {
    fakeApi();
    const { router } = renderApp('/no-such-page', remotes);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.pathname).toBe('/no-such-page');
  });
});
