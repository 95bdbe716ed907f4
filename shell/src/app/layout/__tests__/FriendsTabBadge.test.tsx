import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, json, renderWithProviders } from '@fff/platform/testing';
import type { RootState } from '@fff/platform';
import { FriendsTabBadge } from '../FriendsTabBadge';

const settled = (state: RootState) => Object.values(state.api.queries)[0]?.status;
const answer = (status: number, body: unknown) =>
  fakeApi({ 'GET /api/friend-requests': () => json(status, body) });
const request = (id: string, username: string) => ({
  id,
  sender: { id: `u-${id}`, username, avatarUrl: null, level: 3, xp: 250 },
  message: '',
  createdAt: '2026-01-02T00:00:00.000Z',
});

describe('FriendsTabBadge (the shell reads the count through the social contract)', () => {
  it('when there are pending requests, then the count shows', async () => {
    answer(200, [request('a'.repeat(24), 'ana'), request('b'.repeat(24), 'bo')]);
    renderWithProviders(<FriendsTabBadge />);
    expect(await screen.findByLabelText('2 pending friend requests')).toHaveTextContent('2');
  });

  it('when there are more than 99, then it says 99+', async () => {
    answer(
      200,
      Array.from({ length: 120 }, (_, i) => request(String(i).padStart(24, '0'), `cook${i}`)),
    );
    renderWithProviders(<FriendsTabBadge />);
    expect(await screen.findByLabelText('120 pending friend requests')).toHaveTextContent('99+');
  });

  it('when there are none, then nothing renders', async () => {
    answer(200, []);
    const { container, store } = renderWithProviders(<FriendsTabBadge />);
    await waitFor(() => expect(settled(store.getState())).toBe('fulfilled'));
    expect(container).toBeEmptyDOMElement();
  });

  it('when the call fails, then nothing renders', async () => {
    answer(503, { error: 'unavailable', message: 'no' });
    const { container, store } = renderWithProviders(<FriendsTabBadge />);
    await waitFor(() => expect(settled(store.getState())).toBe('rejected'));
    expect(container).toBeEmptyDOMElement();
  });
});
