import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userApi } from '@fff/platform';
import { getToken, setTestToken } from '@fff/platform/testing';
import { renderApp } from '../../testing/render-app';
import type { RemoteLoader } from '../../lib/remotes/remote-loader-context';
import { isTabActive } from '../layout/BottomNav';
import { fakeApi, testUser } from '../../testing/fake-api';

// Stands in for the remote containers: each exposed id renders a labelled component.
const loaded: string[] = [];
const remotes: RemoteLoader = async (id) => {
  loaded.push(id);
  return { default: () => <h1>{`screen ${id}`}</h1> };
};
const pending = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    sender: { id: `u${i}`, username: `cook_${i}`, avatarUrl: null, level: 1, xp: 0 },
    message: '',
    createdAt: '2026-01-02T00:00:00.000Z',
  }));

// jsdom does not implement scrolling; record the calls instead.
const scrollTo = jest.fn();
beforeEach(() => {
  loaded.length = 0;
  localStorage.clear();
  setTestToken(null);
  fakeApi({ 'GET /api/friend-requests': () => pending(3) });
  window.scrollTo = scrollTo as typeof window.scrollTo;
});
// Lets the (instant) remote loads and the nav badge's request finish inside act().
const settle = () => act(async () => {});
const signIn = () => setTestToken('tok');
// Another tab of the browser posting a session notice on the platform's channel.
function fromOtherTab(kind: 'signedIn' | 'signedOut') {
  const otherTab = new BroadcastChannel('fff-session');
  otherTab.postMessage({ kind });
  otherTab.close();
}

describe('shell routes', () => {
  it('when signed out, then an authenticated path shows the auth screen', async () => {
    renderApp('/league', remotes);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('when signed out, then /roadmap still opens (public reading of the roadmap caveat), without the nav', async () => {
    renderApp('/roadmap', remotes);
    expect(
      await screen.findByRole('heading', { name: 'screen mf_account/RoadmapScreen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('when signed in, then /roadmap opens inside the app layout', async () => {
    signIn();
    renderApp('/roadmap', remotes);
    expect(
      await screen.findByRole('heading', { name: 'screen mf_account/RoadmapScreen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await settle();
  });

  it('when /reset-password is opened, then it shows the reset screen', async () => {
    renderApp('/reset-password?token=abc', remotes);
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('when a token is in the query string, then it is stored and the address becomes /', async () => {
    const { router } = renderApp('/auth?token=from-link', remotes);
    expect(await screen.findByRole('heading', { name: 'screen mf_learn/LearnHome' })).toBeInTheDocument();
    expect(router.pathname).toBe('/');
    expect(getToken()).toBe('from-link');
  });

  it('when signed in, then / mounts the Learn remote and the nav marks Learn current with the friends badge', async () => {
    signIn();
    renderApp('/', remotes);
    expect(await screen.findByRole('heading', { name: 'screen mf_learn/LearnHome' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Learn/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /League/ })).not.toHaveAttribute('aria-current');
    // The badge is the shell's own (GET /api/friend-requests): no social remote is asked for it.
    expect(await within(nav).findByLabelText('3 pending friend requests')).toHaveTextContent('3');
    // The chat button is the shell's own too: nothing of mf-social loads until the learner wants the chat.
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    expect(loaded.filter((id) => id.startsWith('mf_social/'))).toEqual([]);
  });

  it('when a full-screen route (/lesson/x) is open, then only the screen and the toasts remain: no bars, nav or mascot', async () => {
    signIn();
    const { router } = renderApp('/lesson/x', remotes);
    expect(await screen.findByRole('heading', { name: 'screen mf_learn/LessonPlayer' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'screen mf_learn/LessonPlayer' }),
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your stats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /your kitchen mascot/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Notifications/)).toBeInTheDocument();

    act(() => router.navigate('/'));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your stats' })).toBeInTheDocument();
    await settle();
  });

  it('when /notification-info is opened, then the account remote mounts its Notifications screen', async () => {
    signIn();
    renderApp('/notification-info', remotes);
    expect(
      await screen.findByRole('heading', { name: 'screen mf_account/NotificationInfoScreen' }),
    ).toBeInTheDocument();
    await settle();
  });

  it('when an unknown path is opened while signed in, then Page Not Found shows inside the layout', async () => {
    signIn();
    renderApp('/no-such-page', remotes);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('when signed in, then the document title names the screen, the lesson player and an unknown path too', async () => {
    signIn();
    const { router } = renderApp('/league', remotes);
    await screen.findByRole('heading', { name: 'screen mf_social/LeagueScreen' });
    expect(document.title).toBe('League · From Fork to Flame');
    act(() => router.navigate('/lesson/x'));
    await screen.findByRole('heading', { name: 'screen mf_learn/LessonPlayer' });
    expect(document.title).toBe('Lesson · From Fork to Flame');
    act(() => router.navigate('/no-such-page'));
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(document.title).toBe('Page Not Found · From Fork to Flame');
    await settle();
  });

  it('when signed out, then the public roadmap and the sign-in screen have their titles', async () => {
    const { router } = renderApp('/roadmap', remotes);
    await screen.findByRole('heading', { name: 'screen mf_account/RoadmapScreen' });
    expect(document.title).toBe('Public Roadmap · From Fork to Flame');
    act(() => router.navigate('/league'));
    await screen.findByRole('tab', { name: 'Sign In' });
    expect(document.title).toBe('Sign In · From Fork to Flame');
  });

  it('when navigating, then the page scrolls to the top', async () => {
    signIn();
    const { router } = renderApp('/profile', remotes);
    await screen.findByRole('navigation', { name: 'Main' });
    await settle();
    scrollTo.mockClear();
    act(() => router.navigate('/shop'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('when another tab signs out, then the auth screen shows', async () => {
    signIn();
    renderApp('/profile', remotes);
    await screen.findByRole('navigation', { name: 'Main' });
    await settle();
    fromOtherTab('signedOut');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('when another tab signs in as someone else, then this tab shows the learner of the newest session', async () => {
    const seen = fakeApi({
      'POST /api/auth/refresh': () => ({ token: 'token-of-bea', user: { ...testUser, username: 'bea' } }),
    });
    signIn();
    const { store } = renderApp('/profile', remotes);
    await screen.findByRole('navigation', { name: 'Main' });
    await settle();
    fromOtherTab('signedIn');
    await waitFor(() => expect(getToken()).toBe('token-of-bea'));
    // The refresh answered with the newest session's learner: no lookup with the old token is left
    // to overwrite it, and none is needed with the new one.
    await waitFor(() =>
      expect(userApi.endpoints.getCurrentUser.select()(store.getState()).data?.username).toBe('bea'),
    );
    expect(seen.filter((c) => c.path === '/api/user').map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer tok',
    ]);
    expect(
      await screen.findByRole('heading', { name: 'screen mf_account/ProfileScreen' }),
    ).toBeInTheDocument();
  });
});

describe('bottom navigation', () => {
  it.each([
    ['/', '/', true],
    ['/', '/lesson/12', true],
    ['/', '/module/knife-skills', true],
    ['/', '/league', false],
    ['/league', '/league', true],
    ['/more', '/settings', false],
  ])('tab %s on %s is active: %s', (to, path, active) => {
    expect(isTabActive(to, path)).toBe(active);
  });
});
