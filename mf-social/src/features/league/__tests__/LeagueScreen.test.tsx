import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LEAGUES,
  WEEKLY_THEMES,
  formatCountdown,
  herbBadgesText,
  msUntilNextTheme,
  weeklyThemeAt,
} from '@fff/domain/social';
import { selectToasts } from '@fff/platform';
import { json, renderWithProviders, testUser } from '@fff/platform/testing';
import LeagueScreen from '../../../app/routes/LeagueScreen';
import { currentLeague, fakeLeagueBackend, friendEntry, member, userWithXp } from './league-fetch';

let backend: ReturnType<typeof fakeLeagueBackend>;
beforeEach(() => {
  backend = fakeLeagueBackend(userWithXp(120, 45, 30));
});
const me = testUser().id;
const toasts = (store: { getState(): unknown }) =>
  selectToasts(store.getState() as never).map((t) => [t.title, t.description]);

describe('LeagueScreen', () => {
  it('when the league loads, then the card shows league and position in the group, with theme banner and tip', async () => {
    backend.league.push(() => json(200, currentLeague()));
    renderWithProviders(<LeagueScreen />);
    const card = await screen.findByRole('region', { name: 'Current league' });
    expect(within(card).getByRole('heading', { name: 'Spatula Squad' })).toBeInTheDocument();
    expect(within(card).getByText('#2')).toBeInTheDocument();
    expect(within(card).getByText('of 3')).toBeInTheDocument();

    const now = new Date();
    expect(screen.getByRole('heading', { name: weeklyThemeAt(now).name })).toBeInTheDocument();
    expect(screen.getByText(weeklyThemeAt(now).bonusLabel)).toBeInTheDocument();
    expect(screen.getByText('Changes in')).toBeInTheDocument();
    expect(screen.getByTestId('theme-countdown')).toHaveTextContent(formatCountdown(msUntilNextTheme(now)));
    expect(screen.getByRole('complementary', { name: "Chef Chilli's tip" })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Rankings',
      'Leagues',
      'Crews',
      'Rewards',
    ]);
  });

  it("when svc-learning answers Herb Wars, then the banner says what it counts and the card shows the learner's herb badges", async () => {
    const herbWars = WEEKLY_THEMES.find((t) => t.counts === 'herbs')!;
    backend.weeklyTheme = {
      week: '2026-11-22',
      endsAt: '2026-11-29T00:00:00.000Z',
      theme: herbWars,
      herbBadges: 6,
    };
    backend.league.push(() => json(200, currentLeague()));
    renderWithProviders(<LeagueScreen />);
    const card = await screen.findByRole('region', { name: 'Current league' });
    expect(await within(card).findByTestId('herb-badges')).toHaveTextContent(herbBadgesText(6));
    expect(screen.getByRole('heading', { name: 'Herb Wars' })).toBeInTheDocument();
    expect(screen.getByText(herbWars.bonus)).toBeInTheDocument();
  });

  it('when last week closed, then its result shows until dismissed', async () => {
    const lastWeekResult = {
      week: '2026-11-15',
      leagueId: 'spatula-squad',
      leagueName: 'Spatula Squad',
      position: 1,
      cohortSize: 12,
      weeklyScore: 90,
      reward: 50,
    };
    backend.league.push(() => json(200, currentLeague({ lastWeekResult })));
    renderWithProviders(<LeagueScreen />);
    const result = await screen.findByRole('status', { name: "Last week's result" });
    expect(result).toHaveTextContent('Last week: #1 of 12 in Spatula Squad');
    expect(result).toHaveTextContent('You earned 50 Spice Stones!');
    await userEvent.click(within(result).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: "Last week's result" })).not.toBeInTheDocument();
  });

  it('when the rankings load, then the group is listed with You marked, and a member opens with Add Friend', async () => {
    backend.league.push(() => json(200, currentLeague()));
    backend.rankings = [
      member('b'.repeat(24), 'basil', 1),
      member(me, 'ember_cook', 2, { isCurrentUser: true, weeklyScore: 30 }),
      member('c'.repeat(24), 'chives', 3, { weeklyScore: 10 }),
    ];
    backend.friends = [friendEntry('c'.repeat(24), 'chives')];
    const { store } = renderWithProviders(<LeagueScreen />);
    const rows = await screen.findAllByTestId('ranking-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1BbasilOnline40points',
      '2Eember_cookOfflineYou30points',
      '3CchivesOffline10points',
    ]);

    await userEvent.click(within(rows[0]).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'basil' });
    expect(dialog).toHaveTextContent('Level 2');
    // Numbers read as on the friend profile: 1,200, not 1200.
    expect(dialog).toHaveTextContent('Total XP1,200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Friend' }));
    await waitFor(() =>
      expect(backend.posts('/api/friend-requests')).toEqual([{ receiverId: 'b'.repeat(24), message: '' }]),
    );
    expect(toasts(store)).toContainEqual(['Friend request sent!', undefined]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]);

    await userEvent.click(within(rows[2]).getByRole('button'));
    const friend = await screen.findByRole('dialog', { name: 'chives' });
    expect(await within(friend).findByRole('button', { name: 'Already Friends' })).toBeDisabled();
    await userEvent.click(within(friend).getAllByRole('button', { name: 'Close' })[1]);

    await userEvent.click(within(rows[1]).getByRole('button'));
    const self = await screen.findByRole('dialog', { name: 'ember_cook' });
    expect(
      within(self).queryByRole('button', { name: /Add Friend|Already Friends/ }),
    ).not.toBeInTheDocument();
  });

  it('when a friend request fails, then the spec toast shows', async () => {
    backend.league.push(() => json(200, currentLeague()));
    backend.rankings = [
      member('b'.repeat(24), 'basil', 1),
      member(me, 'ember_cook', 2, { isCurrentUser: true }),
    ];
    backend.friendRequestReply = () =>
      json(403, { error: 'blocked', message: 'You cannot interact with this cook.' });
    const { store } = renderWithProviders(<LeagueScreen />);
    await userEvent.click(within((await screen.findAllByTestId('ranking-row'))[0]).getByRole('button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Friend' }));
    await waitFor(() =>
      expect(toasts(store)).toContainEqual([
        'Failed to send friend request',
        'You cannot interact with this cook.',
      ]),
    );
  });

  it('when there are no crews, then the empty state shows and the dialog checks the rules before creating', async () => {
    backend.league.push(() => json(200, currentLeague()));
    backend.friends = [friendEntry('d'.repeat(24), 'dill')];
    backend.createReply = () => json(500, { error: 'internal', message: 'boom' });
    const { store } = renderWithProviders(<LeagueScreen />);
    await userEvent.click(screen.getByRole('tab', { name: 'Crews' }));
    expect(await screen.findByText('No Kitchen Crews yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create Kitchen Crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Kitchen Crew' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Crew' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Crew name required');
    await userEvent.type(within(dialog).getByLabelText('Crew name'), 'Dill Pickles');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Crew' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Kitchen Crews must have 2-4 members (including yourself).',
    );
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'dill' }));
    await userEvent.type(within(dialog).getByLabelText(/Banner emoji/), '🔥🔥🔥');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Crew' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Crew banner must be at most 2 characters');
    expect(backend.posts('/api/league/create-crew')).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText(/Banner emoji/));
    await userEvent.type(within(dialog).getByLabelText(/Banner emoji/), '🥒');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Crew' }));
    await waitFor(() =>
      expect(toasts(store)).toContainEqual(['Failed to create crew', 'Please try again later.']),
    );
    expect(backend.posts('/api/league/create-crew')).toEqual([
      { name: 'Dill Pickles', banner: '🥒', memberIds: ['d'.repeat(24)] },
    ]);
  });

  it('when invited to a crew, then Join accepts it with the spec toast', async () => {
    backend.league.push(() => json(200, currentLeague()));
    const crew = {
      id: 'e'.repeat(24),
      name: 'Sauce Bosses',
      banner: '🍝',
      creatorId: 'b'.repeat(24),
      status: 'invited' as const,
      members: [
        { id: 'b'.repeat(24), username: 'basil', avatarUrl: null, weeklyScore: 40, isCurrentUser: false },
      ],
      invited: [{ id: me, username: 'ember_cook', avatarUrl: null }],
      weeklyScore: 40,
      createdAt: '2026-11-23T00:00:00.000Z',
    };
    backend.crews = [crew];
    backend.joinReply = () => json(200, { ...crew, status: 'member' });
    const { store } = renderWithProviders(<LeagueScreen />);
    await userEvent.click(screen.getByRole('tab', { name: 'Crews' }));
    const card = await screen.findByRole('region', { name: 'Kitchen Crew Sauce Bosses' });
    await userEvent.click(within(card).getByRole('button', { name: 'Join Crew' }));
    await waitFor(() => expect(toasts(store)).toContainEqual(['Joined Kitchen Crew!', undefined]));
    expect(backend.posts('/api/league/join-crew')).toEqual([{ crewId: 'e'.repeat(24) }]);
  });

  it('when invited to a crew or a member of one, then Decline and Leave Crew step out of it', async () => {
    backend.league.push(() => json(200, currentLeague()));
    const crew = (id: string, name: string, status: 'invited' | 'member') => ({
      id,
      name,
      banner: '🍝',
      creatorId: 'b'.repeat(24),
      status,
      members: [
        { id: 'b'.repeat(24), username: 'basil', avatarUrl: null, weeklyScore: 40, isCurrentUser: false },
      ],
      invited: [],
      weeklyScore: 40,
      createdAt: '2026-11-23T00:00:00.000Z',
    });
    backend.crews = [
      crew('e'.repeat(24), 'Sauce Bosses', 'invited'),
      crew('f'.repeat(24), 'Dough Bros', 'member'),
    ];
    const { store } = renderWithProviders(<LeagueScreen />);
    await userEvent.click(screen.getByRole('tab', { name: 'Crews' }));

    const invitation = await screen.findByRole('region', { name: 'Kitchen Crew Sauce Bosses' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toasts(store)).toContainEqual(['Invitation declined', undefined]));
    const mine = screen.getByRole('region', { name: 'Kitchen Crew Dough Bros' });
    expect(within(mine).queryByRole('button', { name: 'Join Crew' })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: 'Leave Crew' }));
    await waitFor(() => expect(toasts(store)).toContainEqual(['You left the Kitchen Crew', undefined]));

    expect(backend.posts('/api/league/decline-crew')).toEqual([{ crewId: 'e'.repeat(24) }]);
    expect(backend.posts('/api/league/leave-crew')).toEqual([{ crewId: 'f'.repeat(24) }]);
  });

  it('when the Leagues and Rewards tabs open, then the ten tiers and the podium show', async () => {
    backend.league.push(() => json(200, currentLeague()));
    renderWithProviders(<LeagueScreen />);
    await screen.findByRole('region', { name: 'Current league' });
    await userEvent.click(screen.getByRole('tab', { name: 'Leagues' }));
    const tiers = within(screen.getByRole('list', { name: 'Leagues by minimum XP' })).getAllByRole(
      'listitem',
    );
    expect(tiers).toHaveLength(LEAGUES.length);
    expect(tiers[1]).toHaveTextContent('Spatula Squad');
    expect(tiers[1]).toHaveTextContent('This week');
    expect(tiers[9]).toHaveTextContent('Culinary OlympusThe summit of cooking5,500min XP');
    await userEvent.click(screen.getByRole('tab', { name: 'Rewards' }));
    const rewards = within(screen.getByRole('list', { name: 'Weekly rewards' })).getAllByRole('listitem');
    expect(rewards.map((r) => r.textContent)).toEqual([
      '🥇 1st place50Spice Stones',
      '🥈 2nd place30Spice Stones',
      '🥉 3rd place20Spice Stones',
    ]);
  });

  it('when the call fails, then an error with retry shows and the rest of the screen stays', async () => {
    backend.league.push(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    backend.league.push(() => json(200, currentLeague()));
    renderWithProviders(<LeagueScreen />);
    expect(await screen.findByText('502: Bad Gateway')).toBeInTheDocument();
    expect(screen.getByText('Changes in')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect(await screen.findByRole('heading', { name: 'Spatula Squad' })).toBeInTheDocument();
  });

  it("when an outage failed the card and the rankings, then the card's Try again brings both back", async () => {
    backend.league.push(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    backend.league.push(() => json(200, currentLeague()));
    backend.rankingsReply = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    backend.rankings = [member('b'.repeat(24), 'basil', 1)];
    renderWithProviders(<LeagueScreen />);
    expect(await screen.findByText("We couldn't load the rankings")).toBeInTheDocument();
    backend.rankingsReply = null;
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect(await screen.findByRole('heading', { name: 'Spatula Squad' })).toBeInTheDocument();
    expect(await screen.findByTestId('ranking-row')).toHaveTextContent('basil');
  });

  it('when the user loads, then the three XP totals show prep, flavor and science', async () => {
    backend.league.push(() => json(200, currentLeague()));
    renderWithProviders(<LeagueScreen />);
    const totals = await screen.findByRole('region', { name: 'Your XP' });
    const values = within(totals)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    const terms = within(totals).getAllByRole('term');
    expect(terms.map((t) => t.textContent?.trim())).toEqual(['Prep XP', 'Flavor XP', 'Science XP']);
    // Each label carries its SVG picture (hidden: the words say it).
    expect(terms.map((t) => t.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon'))).toEqual([
      'Prep XP',
      'Flavor XP',
      'Science XP',
    ]);
    expect(values).toEqual(['120', '45', '30']);
  });
});
