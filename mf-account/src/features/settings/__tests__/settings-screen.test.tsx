import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { ThemeModeProvider } from '@fff/ui';
import SettingsScreen from '../../../app/routes/SettingsScreen';
import { renderWithProviders } from '@fff/platform/testing';
import { installMatchMedia } from '../../../test-support/match-media';

const renderSettings = () =>
  renderWithProviders(
    <ThemeModeProvider>
      <SettingsScreen />
    </ThemeModeProvider>,
    { path: '/settings' },
  );

beforeEach(() => localStorage.clear());

describe('Settings screen', () => {
  it('when shown, then its four sections link to the account pages', () => {
    installMatchMedia(false);
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to More' })).toHaveAttribute('href', '/more');
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('Privacy & Data')).getByRole('link', { name: 'Privacy Settings' })).toHaveAttribute(
      'href',
      '/privacy-settings',
    );
    expect(within(section('Account')).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(within(section('Account')).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    expect(within(section('Account')).getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(
      within(section('Privacy & Data')).getByRole('button', { name: 'Withdraw Data Consent' }),
    ).toBeEnabled();
    expect(within(section('Danger Zone')).getByRole('button', { name: 'Delete Account' })).toBeEnabled();
  });

  it('when nothing is saved, then System is chosen and follows the device live', () => {
    const media = installMatchMedia(true);
    renderSettings();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(screen.getByText('Your device is set to dark right now.')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => media.change(false));
    expect(screen.getByText('Your device is set to light right now.')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('when Dark is picked, then it is saved in theme, applied and confirmed with Theme Updated', async () => {
    installMatchMedia(false);
    const { store } = renderSettings();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    const [shown] = selectToasts(store.getState());
    expect(shown).toMatchObject({ title: 'Theme Updated', variant: 'success' });
  });

  it('when the keyboard moves through the theme group, then each arrow press picks the next theme', async () => {
    installMatchMedia(false);
    localStorage.setItem('theme', 'light');
    const { store } = renderSettings();
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'Light' })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(group).getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    expect(localStorage.getItem('theme')).toBe('system');
    expect(selectToasts(store.getState())[0].title).toBe('Theme Updated');
  });
});
