import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestToken } from '@fff/platform/testing';
import TestXp from '../../../app/routes/TestXp';
import { renderScreen } from '../../../testing/render';
import { fakeApi } from '@fff/platform/testing';
import { user } from '../../../testing/fixtures';

const me = user({ prepXp: 30, flavorXp: 15, scienceXp: 0 });
const ranking = (id: string, username: string, prepXp: number) => ({
  id,
  username,
  prepXp,
  flavorXp: 0,
  scienceXp: 0,
});

describe('XP System Test page', () => {
  it('when the user loads, then Prep, Flavor, Science and Total XP show with the top 5 rankings and You marked', async () => {
    let prep = 30;
    const calls = fakeApi({
      'GET /api/user': () => ({ ...me, prepXp: prep }),
      'GET /api/league/rankings': () =>
        [1, 2, 3, 4, 5, 6].map((n) =>
          n === 2 ? ranking(me.id, me.username, prep) : ranking(String(n).repeat(24), `cook${n}`, 100 - n),
        ),
      'POST /api/test/award-xp': () => {
        prep += 15;
        return { xpAwarded: 15, type: 'prep', leveledUp: false, newLevel: 2, spiceStonesAwarded: 3 };
      },
    });
    renderScreen(<TestXp />, '/test-xp');
    const tiles = await screen.findByLabelText('Your XP');
    expect(tiles).toHaveTextContent('Prep XP30');
    expect(tiles).toHaveTextContent('Flavor XP15');
    expect(tiles).toHaveTextContent('Total XP45');
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('You');

    await userEvent.click(screen.getByRole('button', { name: 'Award 15 Prep XP' }));
    expect(calls.called('POST', '/api/test/award-xp')[0].body).toEqual({ type: 'prep', amount: 15 });
    await waitFor(() => expect(screen.getByLabelText('Your XP')).toHaveTextContent('Prep XP45'));
    expect(screen.getByRole('button', { name: 'Award 15 Flavor XP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Award 15 Science XP' })).toBeInTheDocument();
  });

  it('when the league service is down, then the rankings say so with Try again instead of No rankings yet', async () => {
    let up = false;
    fakeApi({
      'GET /api/user': () => me,
      'GET /api/league/rankings': () =>
        up
          ? [ranking(me.id, me.username, 30)]
          : { status: 503, body: { error: 'unavailable', message: 'down' } },
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
  });

  it('when there is no user, then Please Log In shows', async () => {
    fakeApi({});
    renderScreen(<TestXp />, '/test-xp');
    setTestToken(null);
    expect(await screen.findByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
  });
});
