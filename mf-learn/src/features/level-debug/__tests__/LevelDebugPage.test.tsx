import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import LevelDebug from '../../../app/routes/LevelDebug';
import { renderScreen } from '../../../testing/render';
import { fakeApi } from '@fff/platform/testing';
import { user } from '../../../testing/fixtures';

describe('Level System Debug page', () => {
  it('when the debug call answers, then its figures and the requirements table show', async () => {
    fakeApi({
      'GET /api/user': () => user(),
      'GET /api/test/level-debug': () => ({
        userXp: 35, userLevel: 2, calculatedLevel: 2, progressPercent: 71, xpForCurrentLevel: 20, xpForNextLevel: 41, xpProgress: 15,
        xpRequirements: [{ level: 1, required: 20 }, { level: 2, required: 21 }],
      }),
    });
    renderScreen(<LevelDebug />, '/level-debug');
    expect(await screen.findByText('Calculated level')).toBeInTheDocument();
    expect(screen.getByText('71%')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('221');
  });

  it('when the debug call fails, then Debug Info Not Available shows', async () => {
    fakeApi({ 'GET /api/user': () => user(), 'GET /api/test/level-debug': () => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in' } }) });
    renderScreen(<LevelDebug />, '/level-debug');
    expect(await screen.findByRole('heading', { name: 'Debug Info Not Available' })).toBeInTheDocument();
  });
});
