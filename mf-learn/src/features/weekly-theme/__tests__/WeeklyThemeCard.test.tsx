import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { WeeklyThemeResponse } from '@fff/contracts';
import { WEEKLY_THEMES, herbBadgesText } from '@fff/domain/social';
import { fakeApi } from '@fff/platform/testing';
import { renderLearnApp } from '../../../testing/render';
import { level, mod, track, user } from '../../../testing/fixtures';

const answer = (id: string, herbBadges = 0): WeeklyThemeResponse => ({
  week: '2026-12-20',
  endsAt: '2026-12-27T00:00:00.000Z',
  theme: { ...WEEKLY_THEMES.find((t) => t.id === id)! },
  herbBadges,
});

const render = (theme: WeeklyThemeResponse) => {
  fakeApi({
    'GET /api/levels': () => [level(1, 'Prep School', [track('l1-a', 'A', [mod('safety', 4)])])],
    'GET /api/user': () => user(),
    'GET /api/weekly-theme': () => theme,
  });
  renderLearnApp('/');
};

describe('The weekly theme on Learn', () => {
  it('when the server answers Perfect Plating, then Learn says exactly what it multiplies', async () => {
    render(answer('perfect-plating'));
    const card = await screen.findByRole('region', { name: 'This week: Perfect Plating' });
    expect(within(card).getByText('visual challenges +3x')).toBeInTheDocument();
    expect(within(card).getByTestId('learn-theme-bonus')).toHaveTextContent(
      'Lessons with picture questions pay triple XP this week.',
    );
  });

  it('when Herb Wars runs, then the learner sees their herb badge count from the server', async () => {
    render(answer('herb-wars', 7));
    const card = await screen.findByRole('region', { name: 'This week: Herb Wars' });
    expect(within(card).getByText(herbBadgesText(7))).toBeInTheDocument();
  });
});
