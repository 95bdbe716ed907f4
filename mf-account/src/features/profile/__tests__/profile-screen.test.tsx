import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@fff/domain/learning';
import { todayLocal } from '@fff/platform';
import ProfileScreen from '../../../app/routes/ProfileScreen';
import { fakeApi, renderWithProviders, setTestToken, testProgression, testUser } from '@fff/platform/testing';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const activities = [
  {
    id: '1',
    type: 'lesson_completed',
    description: 'Completed Knife Basics',
    createdAt: minutesAgo(0),
    xpEarned: 15,
  },
  { id: '2', type: 'level_up', description: 'Reached level 3', createdAt: minutesAgo(5), xpEarned: 0 },
  {
    id: '3',
    type: 'perfect_score',
    description: 'Perfect score',
    createdAt: minutesAgo(60 * 3),
    xpEarned: 0,
  },
  {
    id: '4',
    type: 'mystery_thing',
    description: 'Something else',
    createdAt: minutesAgo(60 * 30),
    xpEarned: 0,
  },
  {
    id: '5',
    type: 'friend_added',
    description: 'New friend',
    createdAt: minutesAgo(60 * 24 * 3),
    xpEarned: 0,
  },
];

function baseRoutes(user = testUser()) {
  return {
    'GET /api/user': () => ({ body: user }),
    'GET /api/activities/recent': () => ({ body: activities }),
    'GET /api/streak/calendar': () => ({
      body: {
        today: '2026-01-15',
        streak: 3,
        longestStreak: 4,
        dates: [],
        frozen: [addDays(todayLocal(), -5)],
      },
    }),
    'GET /api/achievements': () => ({
      body: {
        achievements: [
          {
            id: 'first-lesson',
            name: 'First Bite',
            description: 'Complete your first lesson.',
            reward: 10,
            unlocked: true,
            unlockedAt: '2026-01-10T10:00:00.000Z',
            announced: true,
          },
          {
            id: 'streak-7',
            name: 'On Fire',
            description: 'Reach a 7-day streak.',
            reward: 25,
            unlocked: false,
            unlockedAt: null,
            announced: false,
          },
        ],
      },
    }),
  };
}

beforeEach(() => setTestToken('tok'));

describe('Profile screen', () => {
  it('when the user loads, then identity, level, XP, tiles, activity and the awards show', async () => {
    const { calls: requests } = fakeApi(baseRoutes());
    renderWithProviders(<ProfileScreen />, { path: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ember_cook' })).toBeInTheDocument();
    expect(screen.getByText('@ember_cook')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Level 3' })).toBeInTheDocument();
    expect(screen.getByText('75')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to level 4' })).toBeInTheDocument();
    for (const name of [
      'Prep XP: 45',
      'Flavor XP: 10',
      'Science XP: 20',
      'Streak: 3 days',
      'Hearts: 5 of 5',
      'Coins: 7',
      'Spice Stones: 12',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Start Learning' })).toBeInTheDocument();
    const awards = await screen.findByRole('list', { name: 'Achievements' });
    expect(
      within(awards)
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.dataset.locked]),
    ).toEqual([
      ['First BiteComplete your first lesson.Unlocked Jan 10 · +10 Spice Stones', undefined],
      ['On FireReach a 7-day streak.Locked · +25 Spice Stones', 'true'],
    ]);
    expect(screen.getByText('1 of 2 unlocked')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]).getByText('Just now')).toBeInTheDocument();
    expect(within(items[0]).getByText('+15 XP')).toBeInTheDocument();
    expect(within(items[1]).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(items[2]).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(items[3]).getByText('Yesterday')).toBeInTheDocument();
    expect(within(items[4]).getByText('3 days ago')).toBeInTheDocument();
    // An activity type the client does not know gets the generic picture (sparkles).
    expect(items[3].querySelector('svg[data-icon="Activity"]')).toHaveAttribute('aria-hidden', 'true');
    expect(requests.some((r) => r.url.endsWith('/api/activities/recent?limit=5'))).toBe(true);
  });

  it('when the progression is a placeholder (learning down), then the profile says so instead of showing zeros', async () => {
    fakeApi(baseRoutes(testUser({ progressionAvailable: false, xp: 0, prepXp: 0 })));
    renderWithProviders(<ProfileScreen />, { path: '/profile' });
    expect(await screen.findByText(/can't be loaded right now/)).toBeInTheDocument();
    expect(screen.queryByText('Prep XP')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when the info dialogs open, then hearts, leveling table, streak days and XP facts show', async () => {
    fakeApi(
      baseRoutes(testUser({ hearts: 2, nextHeartAt: new Date(Date.now() + 10 * 60_000).toISOString() })),
    );
    renderWithProviders(<ProfileScreen />, { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hearts: 2 of 5' }));
    let dialog = screen.getByRole('dialog', { name: 'Hearts' });
    expect(within(dialog).getByText('Next heart in 10 min')).toBeInTheDocument();
    expect(within(dialog).getByText('Full in 3 hours')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'How leveling works' }));
    dialog = screen.getByRole('dialog', { name: 'Leveling System' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(101);
    expect(rows[1]).toHaveTextContent('120');
    expect(rows[2]).toHaveTextContent('221');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Streak: 3 days' }));
    dialog = screen.getByRole('dialog', { name: 'Daily Streak' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(30);
    expect(within(dialog).getAllByText(/, cooked/)).toHaveLength(3);
    // A day a Streak Freeze covered is shown as such, not as cooked or empty.
    expect(await within(dialog).findAllByText(/kept by a Streak Freeze/)).toHaveLength(1);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Flavor XP: 10' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Flavour XP' })).getByText(
        /Flavor Lab lessons pay Flavor XP/,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog', { name: 'Flavour XP' })).getByText(/Flavor and Science XP all count/),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Science XP: 20' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Science XP' })).getByText(/science lessons Science XP/),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // The lesson XP rule as lessonXp pays it: a quiz under the pass mark earns nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Prep XP: 45' }));
    dialog = screen.getByRole('dialog', { name: 'Prep XP' });
    expect(within(dialog).getByText('A lesson with 60% to 79%: 10 XP.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Below 60% a lesson is not passed yet: no XP/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/below 80%/i)).not.toBeInTheDocument();
    expect(within(dialog).getByText('A lesson with a quiz score of 80% or more: 15 XP.')).toBeInTheDocument();
  });

  it('when the learner is level 100, then MAX LEVEL REACHED and Prestige Now! post and refresh the user', async () => {
    let user = testUser({ level: 100, prepXp: 60_000, xp: 60_000 });
    const routes = {
      ...baseRoutes(),
      'GET /api/user': () => ({ body: user }),
      'POST /api/user/prestige': () => {
        user = testUser({ level: 1, prepXp: 0, xp: 60_000, prestige: 1 });
        return testProgression({
          level: 1,
          prepXp: 0,
          xp: 60_000,
          prestige: 1,
          prestigeTitle: 'Novice Chef',
        });
      },
    };
    const { calls: requests } = fakeApi(routes);
    renderWithProviders(<ProfileScreen />, { path: '/profile' });
    expect(await screen.findByText('MAX LEVEL REACHED')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prestige Now!' }));
    expect(await screen.findByText('Novice Chef')).toBeInTheDocument();
    expect(screen.getByText('Prestige 1').querySelector('svg[aria-hidden="true"]')).toBeInTheDocument();
    expect(screen.queryByText('MAX LEVEL REACHED')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('when below level 100, then no prestige is offered', async () => {
    fakeApi(baseRoutes());
    renderWithProviders(<ProfileScreen />, { path: '/profile' });
    await screen.findByRole('heading', { name: 'Level 3' });
    expect(screen.queryByRole('button', { name: 'Prestige Now!' })).not.toBeInTheDocument();
  });
});
