import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { DailyQuestsResponse } from '@fff/contracts';
import { fakeApi } from '@fff/platform/testing';
import { renderLearnApp } from '../../../testing/render';
import { level, mod, track, user } from '../../../testing/fixtures';

const quests = (over: Partial<DailyQuestsResponse> = {}): DailyQuestsResponse => ({
  day: '2026-03-01',
  quests: [
    { id: 'lessons-2', title: 'Complete 2 lessons', target: 2, progress: 1, done: false, reward: 25 },
    { id: 'perfect-1', title: 'Score 100% in a quiz', target: 1, progress: 1, done: true, reward: 25 },
    { id: 'xp-30', title: 'Earn 30 XP', target: 30, progress: 15, done: false, reward: 25 },
  ],
  chest: { reward: 20, opened: false },
  ...over,
});

const levels = () => [level(1, 'Prep School', [track('l1-a', 'A', [mod('safety', 4)])])];

describe('Daily quests on Learn', () => {
  it("when Learn opens, then the server's three quests show with progress, reward and the chest", async () => {
    fakeApi({ 'GET /api/levels': levels, 'GET /api/user': () => user(), 'GET /api/quests': () => quests() });
    renderLearnApp('/');
    const card = await screen.findByRole('region', { name: 'Daily Quests · 1/3' });
    expect(within(card).getByRole('progressbar', { name: 'Earn 30 XP: 15 of 30' })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );
    expect(within(card).getAllByText('+25')).toHaveLength(3);
    expect(within(card).getByText('🎁 Finish all 3 for a chest of 20 Spice Stones')).toBeInTheDocument();
  });

  it('when every quest is done, then the chest shows as opened with what it paid', async () => {
    const all = quests();
    fakeApi({
      'GET /api/levels': levels,
      'GET /api/user': () => user(),
      'GET /api/quests': () =>
        quests({
          quests: all.quests.map((q) => ({ ...q, progress: q.target, done: true })),
          chest: { reward: 20, opened: true },
        }),
    });
    renderLearnApp('/');
    expect(await screen.findByText('🎁 Chest opened: +20 Spice Stones')).toBeInTheDocument();
  });

  it('when the quests cannot load, then Learn still shows its levels and a short note', async () => {
    fakeApi({ 'GET /api/levels': levels, 'GET /api/user': () => user() });
    renderLearnApp('/');
    expect(await screen.findByText('Daily quests are not available right now.')).toBeInTheDocument();
    expect(screen.getByTestId('level-card-1')).toBeInTheDocument();
  });
});
