import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLearnApp } from '../../../testing/render';
import { prefetchLevels } from '@fff/platform';
import { fakeApi } from '@fff/platform/testing';
import { level, mod, track, user } from '../../../testing/fixtures';

// As the server sends it to a new learner: level 2 locked until Prep School is complete.
const levels = () => [
  level(2, 'Flavor Lab', [track('l2-a', 'A', [mod('salt', 4)])], { unlocked: false }),
  level(1, 'Prep School', [
    track('l1-a', 'A', [mod('safety', 4), mod('temps', 4)]),
    track('l1-b', 'B', [mod('later', 2)], { comingSoon: true }),
  ]),
];

describe('Learn home: levels view', () => {
  it('when levels load, then each shows its texts, completed/total and a progress bar, sorted by order', async () => {
    fakeApi({ 'GET /api/levels': levels, 'GET /api/user': () => user() });
    renderLearnApp('/');
    expect(screen.getByText('Loading From Fork to Flame...')).toBeInTheDocument();

    const first = await screen.findByTestId('level-card-1');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Prep School', 'Flavor Lab']);
    expect(within(first).getByText('Mascot for Prep School')).toBeInTheDocument();
    // Coming Soon tracks do not count towards the level.
    expect(within(first).getByText('0/8 lessons')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Prep School progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(within(first).queryByText(/Complete previous level/)).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('level-card-2')).getByText(/Complete previous level/),
    ).toBeInTheDocument();
  });

  it('when the shell started the levels call before the screen rendered, then the screen joins it instead of asking again', async () => {
    const api = fakeApi({ 'GET /api/levels': levels, 'GET /api/user': () => user() });
    renderLearnApp('/', (store) => void store.dispatch(prefetchLevels()));
    expect(await screen.findByTestId('level-card-1')).toBeInTheDocument();
    expect(api.called('GET', '/api/levels')).toHaveLength(1);
  });

  it('when the server sends the learner overlay, then its counts and unlocked flags win', async () => {
    const body = levels().map((l) => ({
      ...l,
      completedLessons: l.order === 1 ? 8 : 0,
      totalLessons: l.order === 1 ? 8 : 4,
      unlocked: true,
    }));
    fakeApi({ 'GET /api/levels': () => body, 'GET /api/user': () => user() });
    renderLearnApp('/');
    expect(
      await within(await screen.findByTestId('level-card-1')).findByText('8/8 lessons'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Complete previous level/)).not.toBeInTheDocument();
  });

  it('when the call fails, then the error shows and Try again reloads', async () => {
    const api = fakeApi({
      'GET /api/levels': () => ({ status: 503, body: { error: 'unavailable', message: 'down' } }),
      'GET /api/user': () => user(),
    });
    renderLearnApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your levels");
    expect(alert).toHaveTextContent('Your progress is saved');
    expect(alert).not.toHaveTextContent(/503|down/);
    expect(screen.getByRole('heading', { level: 1, name: 'Learn' })).toBeInTheDocument();
    api.set('GET /api/levels', levels);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Prep School' })).toBeInTheDocument();
  });

  it('when a locked level offers Skip with Quiz, then the quiz intro states its rules and Start Quiz leads to Coming Soon', async () => {
    fakeApi({ 'GET /api/levels': levels, 'GET /api/user': () => user() });
    renderLearnApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip with Quiz' }));
    const intro = screen.getByRole('dialog', { name: 'Skip to Flavor Lab' });
    expect(
      within(intro)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 questions', '80% correct to pass', 'About 3 to 5 minutes']);
    await userEvent.click(within(intro).getByRole('button', { name: 'Start Quiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Skip with Quiz: Coming Soon' });
    expect(dialog).toHaveTextContent(
      'Skipping ahead to Flavor Lab with a 5-question quiz (80% to pass) is coming soon.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Start Quiz' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('when a locked level is opened, then the skip-with-quiz Coming Soon dialog shows instead of its tracks', async () => {
    fakeApi({ 'GET /api/levels': levels, 'GET /api/user': () => user() });
    renderLearnApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Flavor Lab' }));
    expect(screen.getByRole('dialog', { name: 'Skip with Quiz: Coming Soon' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('when a developer opens Learn (the server unlocks every level), then no level is locked', async () => {
    const unlocked = () => levels().map((l) => ({ ...l, unlocked: true }));
    fakeApi({ 'GET /api/levels': unlocked, 'GET /api/user': () => user({ isDeveloper: true }) });
    renderLearnApp('/');
    await screen.findByTestId('level-card-2');
    expect(await screen.findByText('Level 2')).toBeInTheDocument();
    expect(screen.queryByText(/Complete previous level/)).not.toBeInTheDocument();
  });

  it('when the XP and level badges are pressed, then the XP and Cooking Level dialogs open', async () => {
    fakeApi({ 'GET /api/levels': levels, 'GET /api/user': () => user({ xp: 35, prepXp: 35 }) });
    renderLearnApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /35 XP/ }));
    const xpDialog = screen.getByRole('dialog', { name: 'Experience Points (XP)' });
    expect(xpDialog).toHaveTextContent('80% or more: 15 XP');
    expect(xpDialog).toHaveTextContent('Prep, Flavor and Science XP all count');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /Lv 2/ }));
    expect(screen.getByRole('dialog', { name: 'Cooking Level' })).toHaveTextContent('You are level 2 of 100');
  });

  it('when the Cooking Level dialog opens, then level, title, progress and prestige come from the server, not from Prep XP', async () => {
    // Prep XP 0 would derive level 1 on the client; the server's answer wins.
    const fromServer = {
      level: 7,
      prepXp: 0,
      prestige: 2,
      prestigeTitle: 'Seasoned Cook',
      levelProgress: { xpIntoLevel: 9, xpForLevel: 27, percent: 33 },
    };
    fakeApi({ 'GET /api/levels': levels, 'GET /api/user': () => user(fromServer) });
    renderLearnApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Lv 7/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cooking Level' });
    expect(dialog).toHaveTextContent('You are level 7 of 100, prestige 2: Seasoned Cook.');
    expect(dialog).toHaveTextContent('9 / 27 XP to level 8');
    expect(within(dialog).getByRole('progressbar', { name: 'Progress to next level' })).toHaveAttribute(
      'aria-valuenow',
      '9',
    );
  });

  it('when the server says the learner is at the maximum level, then MAX LEVEL REACHED shows', async () => {
    fakeApi({ 'GET /api/levels': levels, 'GET /api/user': () => user({ level: 100, isMaxLevel: true }) });
    renderLearnApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Lv 100/ }));
    expect(screen.getByRole('dialog', { name: 'Cooking Level' })).toHaveTextContent('MAX LEVEL REACHED');
  });
});
