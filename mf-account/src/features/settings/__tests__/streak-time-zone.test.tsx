import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import { ThemeModeProvider } from '@fff/ui';
import SettingsScreen from '../../../app/routes/SettingsScreen';
import { installMatchMedia } from '../../../test-support/match-media';

const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const render = () =>
  renderWithProviders(
    <ThemeModeProvider>
      <SettingsScreen />
    </ThemeModeProvider>,
    { path: '/settings', signedIn: true },
  );

beforeEach(() => installMatchMedia(false));

describe('Streak Time Zone', () => {
  it("when pressed, then the device's zone is sent and the server's answer is the toast", async () => {
    const api = fakeApi({
      'PUT /api/user/time-zone': () => ({
        success: true,
        message: `Your streak days now follow ${deviceZone}.`,
        timeZone: deviceZone,
      }),
    });
    const { store } = render();
    await userEvent.click(screen.getByRole('button', { name: /Streak Time Zone/ }));
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: 'Settings Updated',
        description: `Your streak days now follow ${deviceZone}.`,
      }),
    );
    expect(api.called('PUT', '/api/user/time-zone')[0].body).toEqual({ timeZone: deviceZone });
  });

  it('when it was changed today, then Update Failed says to try again tomorrow', async () => {
    fakeApi({
      'PUT /api/user/time-zone': () => ({
        status: 429,
        body: {
          error: 'time_zone_locked',
          message: 'You can change your time zone once a day. Please try again tomorrow.',
        },
      }),
    });
    const { store } = render();
    await userEvent.click(screen.getByRole('button', { name: /Streak Time Zone/ }));
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: 'Update Failed',
        description: 'You can change your time zone once a day. Please try again tomorrow.',
      }),
    );
  });
});
