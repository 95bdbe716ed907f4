import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts, type AppStore } from '@fff/platform';
import { fakeApi, json, renderWithProviders, type FakeHandler } from '@fff/platform/testing';
import { ReferralCard } from '../components/ReferralCard';

const SHARE = {
  referralCode: 'SAGE42XY',
  shareUrl: 'https://cook.example.org/auth?ref=SAGE42XY',
  shareMessage: 'Come and cook with me! Use SAGE42XY.',
  rewardAmount: 250,
};

function referralApi(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/referral/code': () => json(200, { referralCode: 'SAGE42XY' }),
    'GET /api/referral/stats': () => json(200, { totalReferrals: 2, totalRewards: 500, pendingReferrals: 1 }),
    'POST /api/referral/share': () => json(200, SHARE),
    ...overrides,
  });
}

const toasts = (store: AppStore) => selectToasts(store.getState()).map((t) => [t.title, t.description]);

function withShareSheet(impl: (data: ShareData) => Promise<void>) {
  const share = jest.fn(impl);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ReferralCard', () => {
  it('when shown, then the code and the stats (joined, waiting, earned) show and no share data is asked for', async () => {
    const api = referralApi();
    renderWithProviders(<ReferralCard />, { signedIn: true });

    expect(await screen.findByText('SAGE42XY')).toBeInTheDocument();
    // The bonus waits for the friend's first lessons, and the card says so.
    expect(
      screen.getByText(/you both get 250 Spice Stones once they have completed 3 lessons/),
    ).toBeInTheDocument();
    const stats = await screen.findByLabelText('Your referrals');
    expect(within(stats).getByText('Friends joined').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('On their way').nextSibling).toHaveTextContent('1');
    expect(within(stats).getByText('Spice Stones earned').nextSibling).toHaveTextContent('500');
    expect(screen.getByRole('button', { name: /Share on WhatsApp/ })).toBeInTheDocument();
    // The share call is a POST: opening the screen must not send it.
    expect(api.called('POST', '/api/referral/share')).toHaveLength(0);
  });

  it('when the code and figures are still loading, then their places are held (one line, three tiles) and a status says so', async () => {
    referralApi({
      'GET /api/referral/stats': () => new Promise(() => undefined),
      'GET /api/referral/code': () => new Promise(() => undefined),
    });
    renderWithProviders(<ReferralCard />, { signedIn: true });

    expect(await screen.findByText('Loading your referrals...')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Loading your code...')).toHaveAttribute('role', 'status');
    expect(screen.getAllByText('–')).toHaveLength(3);
    expect(screen.queryByLabelText('Your referrals')).not.toBeInTheDocument();
  });

  it('when WhatsApp is pressed, then a tab opened on the press goes to WhatsApp with the invite, and the link carries it after', async () => {
    const api = referralApi();
    const user = userEvent.setup();
    const tab = { opener: {}, location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<ReferralCard />, { signedIn: true });

    await user.click(await screen.findByRole('button', { name: /Share on WhatsApp/ }));
    const invite = `https://wa.me/?text=${encodeURIComponent(`${SHARE.shareMessage} ${SHARE.shareUrl}`)}`;
    await waitFor(() => expect(tab.location.href).toBe(invite));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(await screen.findByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute('href', invite);
    expect(api.called('POST', '/api/referral/share')).toHaveLength(1);
  });

  it('when the device has a share sheet, then Share opens it with the message and link and copies nothing', async () => {
    const api = referralApi();
    const user = userEvent.setup();
    const share = withShareSheet(async () => undefined);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const { store } = renderWithProviders(<ReferralCard />, { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Share invite' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Share invite' }));
    expect(share).toHaveBeenCalledTimes(2);
    expect(share).toHaveBeenCalledWith({
      title: 'From Fork to Flame',
      text: SHARE.shareMessage,
      url: SHARE.shareUrl,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts(store)).toEqual([]);
    // Asked for on the first press, reused by the second.
    expect(api.called('POST', '/api/referral/share')).toHaveLength(1);
  });

  it('when the share sheet is closed, then nothing is copied and no error shows', async () => {
    referralApi();
    const user = userEvent.setup();
    withShareSheet(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const { store } = renderWithProviders(<ReferralCard />, { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Share invite' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts(store)).toEqual([]);
  });

  it("when there is no share sheet, then the message and link are copied and 'Copied!' shows", async () => {
    referralApi();
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ReferralCard />, { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Share invite' }));
    expect(await navigator.clipboard.readText()).toBe(`${SHARE.shareMessage} ${SHARE.shareUrl}`);
    expect(toasts(store).map(([title]) => title)).toContain('Copied!');
  });

  it('when the clipboard refuses, then the spec error toast shows', async () => {
    referralApi();
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { store } = renderWithProviders(<ReferralCard />, { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Share invite' }));
    await waitFor(() => expect(toasts(store)).toContainEqual(['Error', 'Failed to copy to clipboard']));
  });

  it.each([
    ['fails', () => json(500, { error: 'internal', message: 'Something went wrong' })],
    ['answers in another shape', () => json(200, { code: 'SAGE42XY', url: '/auth?ref=SAGE42XY' })],
  ])(
    'when the share data call %s, then Share shows the spec error and asks again on the next press',
    async (_case, handler) => {
      const api = referralApi({ 'POST /api/referral/share': handler });
      const user = userEvent.setup();
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      const { store } = renderWithProviders(<ReferralCard />, { signedIn: true });

      await screen.findByLabelText('Your referrals');
      await user.click(screen.getByRole('button', { name: 'Share invite' }));
      await waitFor(() => expect(toasts(store)).toContainEqual(['Error', 'Failed to generate share data']));
      expect(screen.queryByRole('link', { name: /Share on WhatsApp/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Share invite' }));
      expect(api.called('POST', '/api/referral/share')).toHaveLength(2);
      expect(writeText).not.toHaveBeenCalled();
    },
  );

  it('when the stats cannot be read, then the card says so, sharing stays, and Try again reads them again', async () => {
    let fail = true;
    referralApi({
      'GET /api/referral/stats': () =>
        fail
          ? json(503, { error: 'unavailable', message: 'Down' })
          : json(200, { totalReferrals: 1, totalRewards: 250, pendingReferrals: 0 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReferralCard />, { signedIn: true });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your referral stats.");
    expect(screen.getByRole('button', { name: 'Share invite' })).toBeEnabled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const stats = await screen.findByLabelText('Your referrals');
    expect(within(stats).getByText('Friends joined').nextSibling).toHaveTextContent('1');
  });
});
