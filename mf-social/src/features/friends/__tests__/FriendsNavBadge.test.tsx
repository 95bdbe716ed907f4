import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, json, renderWithProviders } from '@fff/platform/testing';
import type { RootState } from '@fff/platform';
import FriendsNavBadge from '../../../app/widgets/FriendsNavBadge';
import { request } from './social-fakes';

const settled = (state: RootState) => Object.values(state.api.queries)[0]?.status;
const answer = (status: number, body: unknown) =>
  fakeApi({ 'GET /api/friend-requests': () => json(status, body) });

describe('FriendsNavBadge', () => {
  it('when there are pending requests, then the count shows', async () => {
    answer(200, [request('a'.repeat(24), 'ana'), request('b'.repeat(24), 'bo')]);
    renderWithProviders(<FriendsNavBadge />);
    expect(await screen.findByLabelText('2 pending friend requests')).toHaveTextContent('2');
  });

  it('when there are none, then nothing renders', async () => {
    answer(200, []);
    const { container, store } = renderWithProviders(<FriendsNavBadge />);
    await waitFor(() => expect(settled(store.getState())).toBe('fulfilled'));
    expect(container).toBeEmptyDOMElement();
  });

  it('when the call fails, then nothing renders', async () => {
    answer(503, { error: 'unavailable', message: 'no' });
    const { container, store } = renderWithProviders(<FriendsNavBadge />);
    await waitFor(() => expect(settled(store.getState())).toBe('rejected'));
    expect(container).toBeEmptyDOMElement();
  });
});
