import '@testing-library/jest-dom';
import { waitFor } from '@testing-library/react';
import type { AchievementState } from '@fff/contracts';
import { achievementUnlocked, type AppStore } from '@fff/platform';
import { fakeApi } from '@fff/platform/testing';
import { renderLearnApp } from '../../../testing/render';
import { level, mod, track, user } from '../../../testing/fixtures';

const achievement = (over: Partial<AchievementState>): AchievementState => ({
  id: 'first-lesson',
  name: 'First Bite',
  description: 'Complete your first lesson.',
  reward: 10,
  unlocked: true,
  unlockedAt: '2026-03-01T10:00:00.000Z',
  announced: false,
  ...over,
});

describe('Achievement popups on Learn', () => {
  it('when the server has an unannounced achievement, then its popup is queued once and the server is told', async () => {
    const popups: string[] = [];
    const api = fakeApi({
      'GET /api/levels': () => [level(1, 'Prep School', [track('l1-a', 'A', [mod('safety', 4)])])],
      'GET /api/user': () => user(),
      'GET /api/quests': () => ({ day: '2026-03-01', quests: [], chest: { reward: 20, opened: false } }),
      'GET /api/achievements': () => ({
        achievements: [
          achievement({}),
          achievement({ id: 'streak-7', name: 'On Fire', unlocked: false, unlockedAt: null }),
        ],
      }),
      'POST /api/achievements/announced': () => ({ achievements: [achievement({ announced: true })] }),
    });
    const spy = (store: AppStore) => {
      const dispatch = store.dispatch;
      store.dispatch = ((action: unknown) => {
        if (achievementUnlocked.match(action))
          popups.push(`${action.payload.name} | ${action.payload.description}`);
        return dispatch(action as Parameters<typeof dispatch>[0]);
      }) as typeof store.dispatch;
    };
    renderLearnApp('/', spy);

    await waitFor(() => expect(api.called('POST', '/api/achievements/announced')).toHaveLength(1));
    expect(api.called('POST', '/api/achievements/announced')[0].body).toEqual({ ids: ['first-lesson'] });
    expect(popups).toEqual(['Achievement: First Bite | Complete your first lesson. +10 Spice Stones']);
  });
});
