import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, setTestToken, type FakeHandler } from '@fff/platform/testing';
import TestXp from '../../../app/routes/TestXp';
import { renderScreen } from '../../../testing/render';
import { user } from '../../../testing/fixtures';

const me = user({ prepXp: 30, flavorXp: 15, scienceXp: 0 });
const ranking = (id: string, username: string, prepXp: number, position: number) => ({
  id,
  username,
  avatarUrl: null,
  prepXp,
  flavorXp: 0,
  scienceXp: 0,
  xp: prepXp,
  weeklyXp: { prepXp, flavorXp: 0, scienceXp: 0 },
  weeklyScore: prepXp,
  position,
  isOnline: false,
  isCurrentUser: id === me.id,
});
const LEVEL = {
  userXp: 30,
  userLevel: 2,
  calculatedLevel: 2,
  progressPercent: 50,
  xpForCurrentLevel: 20,
  xpForNextLevel: 41,
  xpProgress: 10,
  xpRequirements: [{ level: 1, required: 20 }],
};
const league = (userPosition: number) => ({
  currentLeague: {
    id: 'teaspoon',
    name: 'Teaspoon Tier',
    emoji: '🥄',
    theme: 'Fiber Frenzy Week',
    color: '#aaa',
    minXP: 0,
  },
  userPosition,
  week: '2026-11-23',
  weekEndsAt: '2026-11-30T00:00:00.000Z',
  theme: {
    id: 'fiber',
    name: 'Fiber Frenzy Week',
    bonusLabel: 'Science XP +2x',
    bonus: 'Science XP +2x',
    multiplier: { applies: 'science', factor: 2 },
    counts: null,
  },
  cohortSize: 7,
  weeklyXp: { prepXp: 30, flavorXp: 0, scienceXp: 0 },
  weeklyScore: 30,
  podiumRewards: [50, 30, 20],
  lastWeekResult: null,
});
const unavailable = { status: 503, body: { error: 'unavailable', message: 'down' } };

function testPagesApi(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/user': () => me,
    'GET /api/test/level-debug': () => LEVEL,
    'GET /api/league/current': () => league(1),
    'GET /api/league/rankings': () => [ranking(me.id, me.username, 30, 1)],
    ...overrides,
  });
}

describe('XP System Test page', () => {
  it('when XP is awarded, then user, top-5 rankings and current league are read again and the learner climbs, marked You', async () => {
    let prep = 30;
    const others = [1, 2, 3, 4, 5, 6].map((n) => ranking(String(n).repeat(24), `cook${n}`, 40 - n, n));
    const board = () =>
      [...others, ranking(me.id, me.username, prep, 0)]
        .sort((a, b) => b.xp - a.xp)
        .map((e, i) => ({ ...e, position: i + 1 }))
        .slice(0, 5);
    const api = testPagesApi({
      'GET /api/user': () => ({ ...me, prepXp: prep }),
      'GET /api/league/rankings': () => board(),
      'GET /api/league/current': () => league(board().findIndex((e) => e.id === me.id) + 1 || 7),
      'POST /api/test/award-xp': () => {
        prep += 15;
        return {
          xpAwarded: 15,
          type: 'prep',
          leveledUp: false,
          newLevel: 2,
          spiceStonesAwarded: 3,
          levelUpSpiceStones: 0,
        };
      },
    });
    renderScreen(<TestXp />, '/test-xp');
    const tiles = await screen.findByLabelText('Your XP');
    expect(tiles).toHaveTextContent('Prep XP30');
    expect(tiles).toHaveTextContent('Flavor XP15');
    expect(tiles).toHaveTextContent('Total XP45');
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(list).not.toHaveTextContent('You');
    expect(await screen.findByText(/Teaspoon Tier · You are #7/)).toBeInTheDocument();
    expect(api.called('GET', '/api/league/rankings')[0].search).toBe('?limit=5');

    await userEvent.click(screen.getByRole('button', { name: 'Award 15 Prep XP' }));
    expect(api.called('POST', '/api/test/award-xp')[0].body).toEqual({ type: 'prep', amount: 15 });
    await waitFor(() => expect(screen.getByLabelText('Your XP')).toHaveTextContent('Prep XP45'));
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]).toHaveTextContent(
        `1. ${me.username} You`,
      ),
    );
    expect(await screen.findByText(/Teaspoon Tier · You are #1/)).toBeInTheDocument();
    expect(api.called('GET', '/api/league/current')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Award 15 Flavor XP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Award 15 Science XP' })).toBeInTheDocument();
  });

  it('when the league service is down, then the rankings say so with Try again instead of No rankings yet', async () => {
    let up = false;
    testPagesApi({
      'GET /api/league/rankings': () => (up ? [ranking(me.id, me.username, 30, 1)] : unavailable),
    });
    renderScreen(<TestXp />, '/test-xp');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the rankings");
    expect(alert).toHaveTextContent('Awarding test XP still works.');
    expect(alert).not.toHaveTextContent(/503|down/);
    expect(screen.queryByText(/No rankings yet/)).not.toBeInTheDocument();
    up = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('list')).toHaveTextContent('You'));
    // The themed weekly score, named as the League screen names it.
    expect(screen.getByRole('list')).toHaveTextContent('30 points this week');
  });

  it('when the league answers in a shape other than its contract, then it is an error, not an empty board', async () => {
    testPagesApi({ 'GET /api/league/rankings': () => ({ rankings: [ranking(me.id, me.username, 30, 1)] }) });
    renderScreen(<TestXp />, '/test-xp');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the rankings");
    expect(screen.queryByText(/No rankings yet/)).not.toBeInTheDocument();
  });

  it('when the league really has nobody yet, then No rankings yet shows', async () => {
    testPagesApi({ 'GET /api/league/rankings': () => [] });
    renderScreen(<TestXp />, '/test-xp');
    expect(await screen.findByText(/No rankings yet/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server keeps the test endpoints closed (404), then the page says so and offers no award buttons', async () => {
    testPagesApi({
      'GET /api/test/level-debug': () => ({
        status: 404,
        body: { error: 'not_found', message: 'Not found' },
      }),
    });
    renderScreen(<TestXp />, '/test-xp');
    const notice = await screen.findByRole('heading', { name: 'Test Pages Closed' });
    expect(notice.closest('[role="status"]')).toHaveTextContent(/production mode/);
    expect(screen.queryByRole('button', { name: /Award 15/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('list')).toHaveTextContent('You');
  });

  it('when an award is refused because the server opens the pages to developers only, then the page says so', async () => {
    const api = testPagesApi({
      'POST /api/test/award-xp': () => ({
        status: 403,
        body: { error: 'forbidden', message: 'The test pages are for developers only.' },
      }),
    });
    const { store } = renderScreen(<TestXp />, '/test-xp');
    await userEvent.click(await screen.findByRole('button', { name: 'Award 15 Science XP' }));
    expect(await screen.findByRole('heading', { name: 'For Developers Only' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Award 15/ })).not.toBeInTheDocument();
    expect(api.called('POST', '/api/test/award-xp')).toHaveLength(1);
    expect(selectToasts(store.getState()).map((t) => t.title)).not.toContain('Error');
  });

  it('when there is no user, then Please Log In shows', async () => {
    fakeApi({});
    renderScreen(<TestXp />, '/test-xp');
    setTestToken(null);
    expect(await screen.findByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
  });
});
