import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders, testPrivacySettings } from '@fff/platform/testing';
import PrivacySettingsScreen from '../../../app/routes/PrivacySettingsScreen';

const defaults = testPrivacySettings();

function serverWith(initial = defaults) {
  let settings = { ...initial };
  return fakeApi({
    'GET /api/user/privacy-settings': () => settings,
    'PUT /api/user/privacy-settings': (call) => {
      settings = { ...settings, ...(call.body as object) };
      return { success: true, message: 'Settings Updated', settings };
    },
    'POST /api/user/withdraw-consent': () => {
      settings = {
        ...settings,
        allowDataCollection: false,
        emailNotifications: false,
        marketingEmails: false,
      };
      return { success: true, message: 'Consent Withdrawn', settings };
    },
  });
}

describe('Privacy Settings', () => {
  it('when shown, then the defaults, account type Free and the data controls are there', async () => {
    serverWith();
    renderWithProviders(<PrivacySettingsScreen />, { signedIn: true });
    expect(await screen.findByRole('switch', { name: 'Allow Data Collection' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing Emails' })).not.toBeChecked();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Export Data' })).toHaveAttribute('href', '/export-data');
    expect(screen.getByRole('link', { name: 'Reset Progress' })).toHaveAttribute('href', '/reset-progress');
  });

  it('when a toggle is switched, then only it is sent and Settings Updated shows', async () => {
    const api = serverWith();
    const { store } = renderWithProviders(<PrivacySettingsScreen />, { signedIn: true });
    await userEvent.click(await screen.findByRole('switch', { name: 'Marketing Emails' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Marketing Emails' })).toBeChecked());
    expect(api.called('PUT', '/api/user/privacy-settings').map((c) => c.body)).toEqual([
      { marketingEmails: true },
    ]);
    expect(selectToasts(store.getState())[0].title).toBe('Settings Updated');
  });

  it('when consent is withdrawn here, then all three are off and Consent Withdrawn shows', async () => {
    serverWith();
    const { store } = renderWithProviders(<PrivacySettingsScreen />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw Data Consent' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw Consent' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Allow Data Collection' })).not.toBeChecked(),
    );
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
    expect(selectToasts(store.getState())[0].title).toBe('Consent Withdrawn');
  });

  it('when saving fails, then Update Failed shows and the switch keeps the saved value', async () => {
    fakeApi({
      'GET /api/user/privacy-settings': () => defaults,
      'PUT /api/user/privacy-settings': () => ({
        status: 500,
        body: { error: 'x', message: 'Database unavailable' },
      }),
    });
    const { store } = renderWithProviders(<PrivacySettingsScreen />, { signedIn: true });
    await userEvent.click(await screen.findByRole('switch', { name: 'Marketing Emails' }));
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: 'Update Failed',
        description: 'Database unavailable',
      }),
    );
    expect(screen.getByRole('switch', { name: 'Marketing Emails' })).not.toBeChecked();
  });
});
