// Renders a shell widget with the real store and theme; fetch is answered per path by the test.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '@fff/platform';
import { lightTheme } from '@fff/ui';

/** A user as GET /api/user answers, with overrides. */
export function userBody(overrides: Record<string, unknown> = {}) {
  return {
    id: 'a'.repeat(24), username: 'ember_cook', email: 'ember@gmail.com', firstName: '', lastName: '', bio: '',
    avatarUrl: null, createdAt: '2025-03-04T10:00:00.000Z', isDeveloper: false, emailVerified: true,
    referralCode: 'EMBER1', totalReferrals: 0, profileVisibility: 'public', showProgressToFriends: true,
    allowFriendRequests: true, showOnlineStatus: true, emailNotifications: true, marketingEmails: false,
    allowDataCollection: true, shareActivityUpdates: true, characterSkinTone: 'medium', characterHairColor: 'brown',
    characterOutfit: 'chef', characterClothingColor: 'purple', progressionAvailable: true,
    xp: 45, prepXp: 45, flavorXp: 0, scienceXp: 0, level: 3, prestige: 0, hearts: 5, nextHeartAt: null,
    coins: 7, spiceStones: 12, flavourStones: 12, streak: 3, longestStreak: 4, lastStreakDate: '2026-01-15',
    streakFreezeCount: 0, ...overrides,
  };
}

type Answer = (url: URL) => unknown;

/** Routes fetch by pathname to JSON answers; records requested URLs. */
export function answerFetch(routes: Record<string, Answer | unknown>) {
  const calls: URL[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    calls.push(url);
    const route = routes[url.pathname];
    if (route === undefined) return new Response('{"message":"not here"}', { status: 404 });
    const body = typeof route === 'function' ? (route as Answer)(url) : route;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

/** Render `ui` with a fresh store signed in. */
export function renderWithStore(ui: ReactElement) {
  localStorage.setItem('auth_token', 'tok');
  const store = createAppStore();
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>
    </Provider>,
  );
  return { store, ...result };
}
