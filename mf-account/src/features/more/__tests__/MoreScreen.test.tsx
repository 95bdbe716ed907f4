import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import MoreScreen from '../../../app/routes/MoreScreen';
import { fakeApi, json, renderWithProviders } from '@fff/platform/testing';

describe('MoreScreen', () => {
  it('when shown, then it links to every account-area route and shows the version', () => {
    renderWithProviders(<MoreScreen />, { path: '/more' });
    const nav = screen.getByRole('navigation', { name: 'More' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/roadmap', '/shop', '/settings', '/recipes', '/help']);
    expect(within(nav).getByRole('link', { name: /Public Roadmap/ })).toHaveAttribute('href', '/roadmap');
    expect(within(nav).getByRole('link', { name: /Recipe Collection/ })).toHaveAttribute('href', '/recipes');
    expect(within(nav).getByRole('link', { name: /Help & Support/ })).toHaveAttribute('href', '/help');
    expect(screen.getByText('v1.0.0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite friends to the kitchen' })).toBeInTheDocument();
  });

  it('when Privacy Policy is opened, then its dated text shows and Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MoreScreen />);
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(dialog).toHaveTextContent('2025-07-03');
    expect(dialog).toHaveTextContent('under 13');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Privacy Policy' })).toHaveFocus();
  });

  it('when Terms & Conditions is opened, then its dated text shows', async () => {
    renderWithProviders(<MoreScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Terms & Conditions' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms & Conditions' });
    expect(dialog).toHaveTextContent('2025-07-03');
    expect(dialog).toHaveTextContent('at least 13');
  });

  it('when Support the Developers is pressed, then its dialog offers sharing, the roadmap, feedback and the shop', async () => {
    renderWithProviders(<MoreScreen />);
    await userEvent.click(screen.getByRole('button', { name: /Support the Developers/ }));
    const dialog = screen.getByRole('dialog', { name: 'Support the Developers' });
    expect(within(dialog).getByRole('link', { name: 'Vote on the Public Roadmap' })).toHaveAttribute(
      'href',
      '/roadmap',
    );
    expect(within(dialog).getByRole('link', { name: 'Send us feedback' })).toHaveAttribute(
      'href',
      '/help#feedback',
    );
    expect(within(dialog).getByRole('link', { name: 'Get notified when the shop opens' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('when Share is pressed without a share sheet, then the referral invite is copied and Copied! shows', async () => {
    fakeApi({
      'POST /api/referral/share': () =>
        json(200, {
          referralCode: 'EMBER1',
          shareUrl: 'https://cook.example.org/auth?ref=EMBER1',
          shareMessage: 'Come and learn to cook with me on From Fork to Flame!',
          rewardAmount: 250,
        }),
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<MoreScreen />, { signedIn: true });
    await user.click(screen.getByRole('button', { name: /Support the Developers/ }));
    await user.click(screen.getByRole('button', { name: 'Share From Fork to Flame' }));
    expect(await navigator.clipboard.readText()).toBe(
      'Come and learn to cook with me on From Fork to Flame! https://cook.example.org/auth?ref=EMBER1',
    );
    expect(selectToasts(store.getState())[0].title).toBe('Copied!');
  });

  it('when the Privacy Policy is read, then it says what is kept, for how long, and how to export and delete', async () => {
    renderWithProviders(<MoreScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    for (const heading of [
      'What we collect',
      'Why we use it',
      'How long we keep it',
      'Your data, your choice',
    ]) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent('JSON file');
    expect(dialog).toHaveTextContent('DELETE MY ACCOUNT');
  });
});
