import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, setTestToken } from '@fff/platform/testing';
import LevelDebug from '../../../app/routes/LevelDebug';
import { renderScreen } from '../../../testing/render';
import { user } from '../../../testing/fixtures';

const FIGURES = {
  userXp: 35,
  userLevel: 2,
  calculatedLevel: 2,
  progressPercent: 71,
  xpForCurrentLevel: 20,
  xpForNextLevel: 41,
  xpProgress: 15,
  xpRequirements: [
    { level: 1, required: 20 },
    { level: 2, required: 21 },
  ],
};

describe('Level System Debug page', () => {
  it('when the debug call answers, then its figures and the requirements table show', async () => {
    fakeApi({ 'GET /api/user': () => user(), 'GET /api/test/level-debug': () => FIGURES });
    renderScreen(<LevelDebug />, '/level-debug');
    expect(await screen.findByText('Calculated level')).toBeInTheDocument();
    expect(screen.getByText('71%')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('221');
  });

  it('when there is no learner, then Debug Info Not Available shows', async () => {
    fakeApi({});
    renderScreen(<LevelDebug />, '/level-debug');
    setTestToken(null);
    expect(await screen.findByRole('heading', { name: 'Debug Info Not Available' })).toBeInTheDocument();
  });

  it('when the server keeps the test endpoints closed (404), then the page says they are closed in production mode', async () => {
    fakeApi({
      'GET /api/user': () => user(),
      'GET /api/test/level-debug': () => ({
        status: 404,
        body: { error: 'not_found', message: 'Not found' },
      }),
    });
    renderScreen(<LevelDebug />, '/level-debug');
    expect(await screen.findByRole('heading', { name: 'Test Pages Closed' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Test Pages Closed' }).closest('[role="status"]'),
    ).toHaveTextContent(/production mode/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the learning service fails, then an error with Try again shows, and the figures after it answers', async () => {
    let up = false;
    fakeApi({
      'GET /api/user': () => user(),
      'GET /api/test/level-debug': () =>
        up ? FIGURES : { status: 502, body: { error: 'bad_gateway', message: 'down' } },
    });
    renderScreen(<LevelDebug />, '/level-debug');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the debug figures");
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Calculated level')).toBeInTheDocument();
  });

  it('when the answer does not match the contract, then it is an error, not figures', async () => {
    fakeApi({
      'GET /api/user': () => user(),
      'GET /api/test/level-debug': () => ({ ...FIGURES, userXp: 'lots' }),
    });
    renderScreen(<LevelDebug />, '/level-debug');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the debug figures");
    expect(screen.queryByText('Calculated level')).not.toBeInTheDocument();
  });
});
