import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders, testPrivacySettings } from '@fff/platform/testing';
import { ThemeModeProvider } from '@fff/ui';
import SettingsScreen from '../../../app/routes/SettingsScreen';
import { installMatchMedia } from '../../../test-support/match-media';

const settings = testPrivacySettings({
  allowDataCollection: false,
  emailNotifications: false,
  marketingEmails: false,
});
const renderSettings = () =>
  renderWithProviders(
    <ThemeModeProvider>
      <SettingsScreen />
    </ThemeModeProvider>,
    { path: '/settings', signedIn: true },
  );

beforeEach(() => {
  localStorage.clear();
  installMatchMedia(false);
});

describe('Withdraw Data Consent on Settings', () => {
  it('when confirmed, then the call is made and Consent Withdrawn Successfully shows', async () => {
    const api = fakeApi({
      'POST /api/user/withdraw-consent': () => ({
        body: { success: true, message: 'Consent Withdrawn', settings },
      }),
    });
    const { store } = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Data Consent' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Data Consent' });
    expect(dialog).toHaveTextContent('data collection, email notifications and marketing emails');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Consent' }));
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]?.title).toBe('Consent Withdrawn Successfully'),
    );
    expect(api.called('POST', '/api/user/withdraw-consent')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the server refuses, then Failed to Withdraw Consent shows with its message and the dialog stays', async () => {
    fakeApi({
      'POST /api/user/withdraw-consent': () => ({
        status: 500,
        body: { error: 'x', message: 'Database unavailable' },
      }),
    });
    const { store } = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Data Consent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Consent' }));
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: 'Failed to Withdraw Consent',
        description: 'Database unavailable',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Withdraw Data Consent' })).toBeInTheDocument();
  });

  it('when Cancel is pressed, then nothing is sent', async () => {
    const api = fakeApi({});
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Data Consent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
