import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts, useFriendRequestsQuery } from '@fff/platform';
import { json, renderWithProviders } from '@fff/platform/testing';
import FriendsScreen from '../../../app/routes/FriendsScreen';
import { found, friendEntry, request, socialBackend } from './social-fakes';

const BO = 'b'.repeat(24);
const CY = 'c'.repeat(24);
const toastTitles = (store: { getState: () => unknown }) =>
  selectToasts(store.getState() as never).map((t) => t.title);

describe('FriendsScreen', () => {
  it('when friends and requests load, then the tabs show the online count and the request count, and cards show the numbers', async () => {
    socialBackend({
      friends: [friendEntry(BO, 'bo', { isOnline: true }), friendEntry(CY, 'cy', { xp: 20, level: 1 })],
      requests: [request('d'.repeat(24), 'dee')],
    });
    renderWithProviders(<FriendsScreen />);
    expect(await screen.findByRole('heading', { name: 'Friends' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'bo' });
    expect(within(card).getByText(/Level 2 · 4 day streak · 30 Spice Stones/)).toBeInTheDocument();
    expect(
      within(card)
        .getAllByText(/Spice Stones/)[0]
        .querySelectorAll('svg[aria-hidden="true"]'),
    ).toHaveLength(2);
    expect(within(card).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /Star cook/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'cy' })).queryByRole('img', { name: /Star cook/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Friends/ })).toHaveTextContent('1');
    expect(await screen.findByLabelText('1 pending')).toBeInTheDocument();
  });

  it("when the shell's tab badge is mounted beside the screen, then the requests are asked for once", async () => {
    const api = socialBackend({ requests: [request('d'.repeat(24), 'dee')] });
    function Badge() {
      const { data } = useFriendRequestsQuery();
      return <span>{data ? `${data.length} waiting` : ''}</span>;
    }
    renderWithProviders(
      <>
        <Badge />
        <FriendsScreen />
      </>,
    );
    expect(await screen.findByText('1 waiting')).toBeInTheDocument();
    expect(await screen.findByLabelText('1 pending')).toBeInTheDocument();
    expect(api.called('GET', '/api/friend-requests')).toHaveLength(1);
  });

  it('when there are no friends, then the empty state shows', async () => {
    socialBackend();
    renderWithProviders(<FriendsScreen />);
    expect(await screen.findByText('No friends yet')).toBeInTheDocument();
  });

  it('when one character is typed in Find, then the prompt shows and nothing is searched; from two, results offer Add Friend', async () => {
    const api = socialBackend({
      extra: {
        'GET /api/users/search': (call) =>
          json(
            200,
            new URLSearchParams(call.search).get('term') === 'ba'
              ? [found(BO, 'basil'), found(CY, 'bay', 'friends')]
              : [],
          ),
        'POST /api/friend-requests': () =>
          json(200, { success: true, status: 'pending', requestId: 'e'.repeat(24) }),
      },
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Find' }));
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'b');
    expect(screen.getByText('Type at least 2 characters to search')).toBeInTheDocument();
    await user.type(box, 'a');
    expect(await screen.findByRole('listitem', { name: 'basil' })).toBeInTheDocument();
    expect(api.called('GET', '/api/users/search')).toHaveLength(1);
    expect(
      within(screen.getByRole('listitem', { name: 'bay' })).getByRole('button', { name: 'Already Friends' }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add basil as a friend' }));
    const dialog = screen.getByRole('dialog', { name: 'Add basil as a friend' });
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Cook together?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(api.called('POST', '/api/friend-requests')).toHaveLength(1));
    expect(api.called('POST', '/api/friend-requests')[0].body).toEqual({
      userId: BO,
      message: 'Cook together?',
    });
    await waitFor(() => expect(toastTitles(store)).toContain('Friend request sent!'));
    expect(selectToasts(store.getState())[0].description).toBeUndefined();
  });

  it('when the server left the message out, then the toast says the request went without it', async () => {
    socialBackend({
      extra: {
        'GET /api/users/search': () => json(200, [found(BO, 'basil')]),
        'POST /api/friend-requests': () =>
          json(200, { success: true, status: 'pending', requestId: 'e'.repeat(24), messageRemoved: true }),
      },
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Find' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ba');
    await user.click(await screen.findByRole('button', { name: 'Add basil as a friend' }));
    const dialog = screen.getByRole('dialog', { name: 'Add basil as a friend' });
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'something rude');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(toastTitles(store)).toEqual(['Friend request sent!']));
    expect(selectToasts(store.getState())[0].description).toBe(
      'Your message was left out: it contains inappropriate content.',
    );
  });

  it('when a search is asked again after the other cook declined, then the result is fresh: Add Friend, not Request Sent', async () => {
    let relationship: 'request_sent' | 'none' = 'request_sent';
    const api = socialBackend({
      extra: { 'GET /api/users/search': () => json(200, [found(BO, 'basil', relationship)]) },
    });
    const user = userEvent.setup();
    renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Find' }));
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'ba');
    const basil = await screen.findByRole('listitem', { name: 'basil' });
    expect(within(basil).getByRole('button', { name: /Request Sent/ })).toBeDisabled();

    relationship = 'none';
    await user.click(screen.getByRole('tab', { name: /^Friends/ }));
    await user.click(screen.getByRole('tab', { name: 'Find' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ba');
    expect(await screen.findByRole('button', { name: 'Add basil as a friend' })).toBeEnabled();
    expect(api.called('GET', '/api/users/search')).toHaveLength(2);
  });

  it('when a sent request is cancelled from Find, then the call is made, the toast says so and the result offers Add Friend again', async () => {
    let relationship: 'request_sent' | 'none' = 'request_sent';
    const api = socialBackend({
      extra: {
        'GET /api/users/search': () => json(200, [found(BO, 'basil', relationship)]),
        [`POST /api/users/${BO}/cancel-request`]: () => {
          relationship = 'none';
          return json(200, { success: true });
        },
      },
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Find' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ba');
    const basil = await screen.findByRole('listitem', { name: 'basil' });
    expect(within(basil).getByRole('button', { name: 'Request Sent' })).toBeDisabled();
    await user.click(within(basil).getByRole('button', { name: 'Cancel your friend request to basil' }));
    await waitFor(() => expect(toastTitles(store)).toEqual(['Friend request cancelled']));
    expect(await within(basil).findByRole('button', { name: 'Add basil as a friend' })).toBeEnabled();
    expect(api.called('POST', `/api/users/${BO}/cancel-request`)).toHaveLength(1);
  });

  it('when Accept is pressed on a search result, then the request is accepted at once, with no dialog', async () => {
    let relationship: 'request_received' | 'friends' = 'request_received';
    const api = socialBackend({
      extra: {
        'GET /api/users/search': () => json(200, [found(BO, 'basil', relationship)]),
        'POST /api/friend-requests': () => {
          relationship = 'friends';
          return json(200, { success: true, status: 'accepted', requestId: 'e'.repeat(24) });
        },
      },
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Find' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ba');
    await user.click(await screen.findByRole('button', { name: "Accept basil's request" }));
    await waitFor(() => expect(toastTitles(store)).toEqual(['Friend request accepted!']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.called('POST', '/api/friend-requests')[0].body).toEqual({ userId: BO, message: '' });
    const basil = screen.getByRole('listitem', { name: 'basil' });
    expect(await within(basil).findByRole('button', { name: /Already friends/i })).toBeDisabled();
  });

  it('when a request is accepted, then the call is made and the toast says so', async () => {
    const id = 'd'.repeat(24);
    const api = socialBackend({
      requests: [request(id, 'dee', 'Hi!')],
      extra: { [`POST /api/friend-requests/${id}/accept`]: () => json(200, { success: true }) },
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('tab', { name: /Requests/ }));
    const card = await screen.findByRole('listitem', { name: 'Request from dee' });
    expect(within(card).getByText('“Hi!”')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toastTitles(store)).toContain('Friend request accepted!'));
    expect(api.called('POST', `/api/friend-requests/${id}/accept`)).toHaveLength(1);
  });

  it('when stones are sent, then the amount starts at 5, invalid input sends 1, and each gift carries its own Idempotency-Key', async () => {
    const api = socialBackend({
      friends: [friendEntry(BO, 'bo')],
      extra: {
        'POST /api/flavour-stones/send': () =>
          new Promise((r) =>
            setTimeout(
              () => r(json(200, { success: true, status: 'sent', amount: 5, message: 'Spice Stones sent!' })),
              30,
            ),
          ),
      },
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Send Spice Stones to bo' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Spice Stones to bo' });
    expect(within(dialog).getByRole('spinbutton', { name: /Amount/ })).toHaveValue(5);
    await user.click(within(dialog).getByRole('button', { name: 'Send 5 💎' }));
    await waitFor(() => expect(toastTitles(store)).toContain('Spice Stones sent!'));
    const [call] = api.called('POST', '/api/flavour-stones/send');
    expect(call.body).toEqual({ toUserId: BO, amount: 5, description: '' });
    expect(call.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9-]+$/);

    await user.click(screen.getByRole('button', { name: 'Send Spice Stones to bo' }));
    const again = screen.getByRole('dialog', { name: 'Send Spice Stones to bo' });
    await user.clear(within(again).getByRole('spinbutton', { name: /Amount/ }));
    await user.type(within(again).getByRole('spinbutton', { name: /Amount/ }), '500');
    await user.click(within(again).getByRole('button', { name: 'Send 1 💎' }));
    await waitFor(() => expect(api.called('POST', '/api/flavour-stones/send')).toHaveLength(2));
    const second = api.called('POST', '/api/flavour-stones/send')[1];
    expect(second.body).toMatchObject({ amount: 1 });
    expect(second.headers.get('idempotency-key')).not.toBe(call.headers.get('idempotency-key'));
  });

  it('when Block User is confirmed from the menu, then the block call is made', async () => {
    const api = socialBackend({
      friends: [friendEntry(BO, 'bo')],
      extra: { [`POST /api/users/${BO}/block`]: () => json(200, { success: true }) },
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('button', { name: 'More actions for bo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block User' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Block bo?' })).getByRole('button', { name: 'Block User' }),
    );
    await waitFor(() => expect(toastTitles(store)).toContain('User blocked successfully'));
    expect(api.called('POST', `/api/users/${BO}/block`)).toHaveLength(1);
  });

  it('when Remove Friend is chosen with the keyboard and confirmed, then the friend leaves the list; a failure says why and keeps the dialog', async () => {
    let friends = [friendEntry(BO, 'bo'), friendEntry(CY, 'cy')];
    let fail = true;
    const api = socialBackend({
      extra: {
        'GET /api/friends': () => json(200, friends),
        [`POST /api/users/${BO}/unfriend`]: () => {
          if (fail)
            return json(503, { error: 'unavailable', message: 'The social service is not answering.' });
          friends = friends.filter((f) => f.friend.id !== BO);
          return json(200, { success: true });
        },
      },
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('button', { name: 'More actions for bo' }));
    // The menu opens on its first item; the arrow keys go round it.
    expect(screen.getByRole('menuitem', { name: 'Remove Friend' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Block User' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Report User' })).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Remove bo from your friends?' });
    expect(dialog).toHaveTextContent('either of you can send a friend request again later');

    await user.click(within(dialog).getByRole('button', { name: 'Remove Friend' }));
    await waitFor(() => expect(toastTitles(store)).toContain('Could not remove friend'));
    expect(screen.getByRole('dialog', { name: 'Remove bo from your friends?' })).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Remove Friend' }));
    await waitFor(() => expect(toastTitles(store)).toContain('Friend removed'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'bo' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'cy' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.called('POST', `/api/users/${BO}/unfriend`)).toHaveLength(2);
  });

  it('when reporting, then Submit stays disabled until the reason is not blank', async () => {
    const api = socialBackend({
      friends: [friendEntry(BO, 'bo')],
      extra: { 'POST /api/report-content': () => json(201, { success: true }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('button', { name: 'More actions for bo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report User' }));
    const dialog = screen.getByRole('dialog', { name: 'Report bo' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Report' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'spam');
    await user.click(submit);
    await waitFor(() => expect(api.called('POST', '/api/report-content')).toHaveLength(1));
    expect(api.called('POST', '/api/report-content')[0].body).toEqual({
      type: 'user',
      targetId: BO,
      reason: 'spam',
    });
  });

  it('when a name is clicked, then the profile dialog shows the numbers and Start Chat opens the chat without a call', async () => {
    const api = socialBackend({
      friends: [friendEntry(BO, 'bo')],
      extra: { [`GET /api/chat/${BO}`]: () => json(200, []) },
    });
    const user = userEvent.setup();
    renderWithProviders(<FriendsScreen />);
    await user.click(await screen.findByRole('button', { name: "View bo's profile" }));
    const dialog = screen.getByRole('dialog', { name: "bo's profile" });
    for (const label of ['Total XP', 'Day Streak', 'Spice Stones', 'Current Level'])
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    expect(within(dialog).getByText('1,200')).toBeInTheDocument();
    const before = api.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByRole('dialog', { name: 'Chat with bo' })).toBeInTheDocument();
    expect(api.calls.slice(before).filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
