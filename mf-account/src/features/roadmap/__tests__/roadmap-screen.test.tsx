import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoadmapItem } from '@fff/contracts';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import RoadmapScreen from '../../../app/routes/RoadmapScreen';

const item = (over: Partial<RoadmapItem>): RoadmapItem => ({
  id: 'x',
  title: 'X',
  description: 'An item of the roadmap',
  category: 'feature',
  status: 'voting',
  priority: 'medium',
  completionPercentage: null,
  estimatedRelease: null,
  votes: 0,
  userVoted: false,
  ...over,
});

const ITEMS = [
  item({ id: 'offline-mode', title: 'Offline Mode', category: 'improvement', votes: 3 }),
  item({ id: 'ai-chef-tutor', title: 'AI Chef Tutor', priority: 'high', votes: 7 }),
  item({
    id: 'global-tournaments',
    title: 'Global Tournaments',
    status: 'in-development',
    completionPercentage: 40,
    votes: 1,
  }),
  item({
    id: 'social-cooking',
    title: 'Friends and Kitchen Chat',
    category: 'social',
    status: 'completed',
    votes: 2,
  }),
];

const titles = () =>
  within(screen.getByRole('list', { name: 'Roadmap items' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);
const toasts = (store: ReturnType<typeof renderWithProviders>['store']) => selectToasts(store.getState());

describe('Public Roadmap', () => {
  beforeEach(() => localStorage.clear());

  it('when shown, then the stats tiles, vote order, High Priority badge, progress bar and Vote buttons follow the items', async () => {
    fakeApi({ 'GET /api/roadmap': () => ITEMS });
    renderWithProviders(<RoadmapScreen />, { signedIn: true });
    await screen.findByRole('list', { name: 'Roadmap items' });
    const stats = screen.getByLabelText('Roadmap stats');
    expect(within(stats).getByText('Total Votes').nextSibling).toHaveTextContent('13');
    expect(within(stats).getByText('Open Votes').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('In Progress').nextSibling).toHaveTextContent('1');
    expect(within(stats).getByText('Completed').nextSibling).toHaveTextContent('1');
    expect(titles()).toEqual([
      'AI Chef Tutor',
      'Offline Mode',
      'Friends and Kitchen Chat',
      'Global Tournaments',
    ]);
    expect(
      within(screen.getByTestId('roadmap-item-ai-chef-tutor')).getByText('High Priority'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('roadmap-item-offline-mode')).queryByText('High Priority'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Global Tournaments: 40% complete/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Vote:/ })).toHaveLength(2);
  });

  it('when filtered by category and status, then only matching cards remain', async () => {
    fakeApi({ 'GET /api/roadmap': () => ITEMS });
    renderWithProviders(<RoadmapScreen />, { signedIn: true });
    await screen.findByRole('list', { name: 'Roadmap items' });
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Voting' }),
    );
    expect(titles()).toEqual(['AI Chef Tutor', 'Offline Mode']);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'Improvement' }),
    );
    expect(titles()).toEqual(['Offline Mode']);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'Social' }),
    );
    expect(screen.getByText('No items match these filters')).toBeInTheDocument();
  });

  it('when a learner votes, then the call is sent, the list refreshes to Voted and Vote recorded! shows', async () => {
    let items = ITEMS;
    const api = fakeApi({
      'GET /api/roadmap': () => items,
      'POST /api/roadmap/offline-mode/vote': () => {
        items = items.map((i) => (i.id === 'offline-mode' ? { ...i, votes: 4, userVoted: true } : i));
        return { success: true, id: 'offline-mode', userVoted: true, votes: 4 };
      },
    });
    const { store } = renderWithProviders(<RoadmapScreen />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Vote: Offline Mode' }));
    const voted = await screen.findByRole('button', { name: 'Voted: Offline Mode' });
    expect(voted).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByTestId('roadmap-item-offline-mode')).getByLabelText('4 votes'),
    ).toBeInTheDocument();
    expect(api.called('POST', '/api/roadmap/offline-mode/vote')).toHaveLength(1);
    expect(toasts(store)[0].title).toBe('Vote recorded!');
  });

  it('when the vote fails, then Vote failed / Please try again later. shows', async () => {
    fakeApi({
      'GET /api/roadmap': () => ITEMS,
      'POST /api/roadmap/offline-mode/vote': () => ({
        status: 500,
        body: { error: 'internal', message: 'x' },
      }),
    });
    const { store } = renderWithProviders(<RoadmapScreen />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Vote: Offline Mode' }));
    await waitFor(() =>
      expect(toasts(store)[0]).toMatchObject({
        title: 'Vote failed',
        description: 'Please try again later.',
      }),
    );
  });

  it('when nobody is signed in, then the roadmap shows and a vote gives the login-required message without a call', async () => {
    const api = fakeApi({ 'GET /api/roadmap': () => ITEMS });
    const { store } = renderWithProviders(<RoadmapScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Vote: AI Chef Tutor' }));
    expect(toasts(store)[0]).toMatchObject({
      title: 'Login required',
      description: 'Please log in to vote on roadmap items',
    });
    expect(api.called('POST', '/api/roadmap')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});
