import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCountdown, msUntilNextTheme, weeklyThemeAt } from '@fff/domain';
import LeagueScreen from '../../../app/routes/LeagueScreen';
import { renderWithProviders } from '@fff/platform/testing';
import { fakeLeagueBackend, userWithXp } from './league-fetch';

const current = {
  currentLeague: { id: 'spatula-squad', name: 'Spatula Squad', emoji: '🍳', theme: 'Flipping into flavour', color: '#f59e0b', minXP: 100 },
  userPosition: 3,
};

let backend: ReturnType<typeof fakeLeagueBackend>;
let responses: Array<() => Response>;
beforeEach(() => {
  backend = fakeLeagueBackend(userWithXp(120, 45, 30));
  responses = backend.league;
});

describe('LeagueScreen', () => {
  it('when the league loads, then the card shows league and position, with theme banner and tabs', async () => {
    responses.push(() => new Response(JSON.stringify(current)));
    renderWithProviders(<LeagueScreen />);
    const card = await screen.findByRole('region', { name: 'Current league' });
    expect(within(card).getByRole('heading', { name: 'Spatula Squad' })).toBeInTheDocument();
    expect(within(card).getByText('#3')).toBeInTheDocument();
    expect(backend.paths).toContain('/api/league/current');

    const now = new Date();
    expect(screen.getByRole('heading', { name: weeklyThemeAt(now).name })).toBeInTheDocument();
    expect(screen.getByText('Changes in')).toBeInTheDocument();
    expect(screen.getByTestId('theme-countdown')).toHaveTextContent(formatCountdown(msUntilNextTheme(now)));
    expect(screen.getByRole('complementary', { name: "Chef Chilli's tip" })).toBeInTheDocument();
  });

  it('when a tab is chosen, then it says Coming Soon and In Development', async () => {
    responses.push(() => new Response(JSON.stringify(current)));
    renderWithProviders(<LeagueScreen />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Rankings', 'Leagues', 'Crews', 'Rewards']);
    await userEvent.click(screen.getByRole('tab', { name: 'Crews' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(panel).getByText('In Development')).toBeInTheDocument();
  });

  it('when the call fails, then an error with retry shows and the rest of the screen stays', async () => {
    responses.push(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    responses.push(() => new Response(JSON.stringify(current)));
    renderWithProviders(<LeagueScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('502: Bad Gateway');
    expect(screen.getByText('Changes in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spatula Squad' })).toBeInTheDocument();
  });

  it('when the user loads, then the three XP totals show prep, flavor and science', async () => {
    responses.push(() => new Response(JSON.stringify(current)));
    renderWithProviders(<LeagueScreen />);
    const totals = await screen.findByRole('region', { name: 'Your XP' });
    const values = within(totals).getAllByRole('definition').map((d) => d.textContent);
    const labels = within(totals).getAllByRole('term').map((t) => t.textContent?.replace(/^\S+\s/u, ''));
    expect(labels).toEqual(['Prep XP', 'Flavor XP', 'Science XP']);
    expect(values).toEqual(['120', '45', '30']);
    expect(backend.paths).toContain('/api/user');
  });

  it('when the user cannot be read, then the totals are left out and the league still shows', async () => {
    backend.user = null;
    responses.push(() => new Response(JSON.stringify(current)));
    renderWithProviders(<LeagueScreen />);
    expect(await screen.findByRole('heading', { name: 'Spatula Squad' })).toBeInTheDocument();
    await waitFor(() => expect(backend.paths).toContain('/api/user'));
    await waitFor(() => expect(screen.queryByText('Loading your XP...')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Your XP' })).not.toBeInTheDocument();
  });
});
