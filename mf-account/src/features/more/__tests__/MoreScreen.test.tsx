import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import MoreScreen from '../../../app/routes/MoreScreen';
import { renderWithProviders } from '@fff/platform/testing';

describe('MoreScreen', () => {
  it('when shown, then it links to every account-area route and shows the version', () => {
    renderWithProviders(<MoreScreen />, { path: '/more' });
    const nav = screen.getByRole('navigation', { name: 'More' });
    const hrefs = within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));
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

  it('when Support the Developers is pressed, then a thank-you toast is raised', async () => {
    const { store } = renderWithProviders(<MoreScreen />);
    await userEvent.click(screen.getByRole('button', { name: /Support the Developers/ }));
    expect(selectToasts(store.getState())[0].title).toMatch(/Thank you/);
  });
});
