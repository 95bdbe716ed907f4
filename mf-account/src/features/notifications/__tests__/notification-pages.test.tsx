import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts, type AppStore } from '@fff/platform';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import NotificationDemoScreen from '../../../app/routes/NotificationDemoScreen';
import NotificationTestScreen from '../../../app/routes/NotificationTestScreen';
import { installFakeBrowser, SUBSCRIPTION_KEYS } from './fake-browser';

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function server() {
  let subscribed = false;
  return fakeApi({
    'GET /api/notifications/vapid-public-key': () => ({ publicKey: VAPID }),
    'GET /api/notifications/status': () => ({
      subscribed,
      devices: subscribed ? 1 : 0,
      remindersAllowed: true,
    }),
    'POST /api/notifications/subscribe': () => {
      subscribed = true;
      return { status: 201, body: { success: true, devices: 1 } };
    },
    'POST /api/notifications/unsubscribe': () => {
      subscribed = false;
      return { success: true, removed: 1 };
    },
    'POST /api/notifications/test': () => ({ success: true }),
    'POST /api/notifications/schedule': (call) => ({
      status: 201,
      body: {
        success: true,
        scheduled: true,
        type: (call.body as { type: string }).type,
        scheduledFor: '2030-01-02T20:00:00.000Z',
        reason: null,
      },
    }),
  });
}

const lastToast = (store: AppStore) => selectToasts(store.getState()).at(-1);
const enable = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Enable Notifications' }));

describe('notification pages', () => {
  it('when the browser cannot do push, then Not Supported shows and Enable says so', async () => {
    installFakeBrowser({ supported: false });
    server();
    const { store } = renderWithProviders(<NotificationTestScreen />, { signedIn: true });
    expect(await screen.findByTestId('push-permission')).toHaveTextContent('Not Supported');
    await enable();
    expect(lastToast(store)?.title).toBe('Not Supported');
  });

  it('when permission is not set and the learner blocks it, then Permission Denied comes with reset steps', async () => {
    installFakeBrowser({ permission: 'default', askAnswer: 'denied' });
    server();
    const { store } = renderWithProviders(<NotificationTestScreen />, { signedIn: true });
    expect(await screen.findByTestId('push-permission')).toHaveTextContent('Permission Not Set');
    await waitFor(() => expect(screen.getByTestId('push-subscription')).toHaveTextContent('Inactive'));
    await enable();
    await waitFor(() => expect(lastToast(store)?.title).toBe('Permission Denied'));
    expect(lastToast(store)?.description).toMatch(/Site settings/);
    expect(screen.getByTestId('push-permission')).toHaveTextContent('Denied');
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
  });

  it('when the prompt is closed without a choice, then Permission Dismissed', async () => {
    installFakeBrowser({ permission: 'default', askAnswer: 'default' });
    server();
    const { store } = renderWithProviders(<NotificationTestScreen />, { signedIn: true });
    await enable();
    await waitFor(() => expect(lastToast(store)?.title).toBe('Permission Dismissed'));
  });

  it('when the test is sent before enabling, then Permission Required', async () => {
    installFakeBrowser({ permission: 'granted' });
    const api = server();
    const { store } = renderWithProviders(<NotificationTestScreen />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Test Notification' }));
    expect(lastToast(store)?.title).toBe('Permission Required');
    expect(api.called('POST', '/api/notifications/test')).toHaveLength(0);
  });

  it("when the browser's push service fails, then Error with its reason and the subscription stays Inactive", async () => {
    installFakeBrowser({
      permission: 'granted',
      subscribe: new Error('Registration failed - push service error'),
    });
    const api = server();
    const { store } = renderWithProviders(<NotificationTestScreen />, { signedIn: true });
    await enable();
    await waitFor(() => expect(lastToast(store)?.title).toBe('Error'));
    expect(lastToast(store)?.description).toMatch(/push service error.*Site settings/);
    expect(screen.getByTestId('push-subscription')).toHaveTextContent('Inactive');
    expect(api.called('POST', '/api/notifications/subscribe')).toHaveLength(0);
  });

  it('when enabled, then the subscription is sent and Active; the test push and disable call the server', async () => {
    const browser = installFakeBrowser({ permission: 'default', askAnswer: 'granted' });
    const api = server();
    const { store } = renderWithProviders(<NotificationTestScreen />, { signedIn: true });
    await enable();
    await waitFor(() => expect(screen.getByTestId('push-subscription')).toHaveTextContent(/^Active$/));
    expect(api.called('POST', '/api/notifications/subscribe')[0].body).toEqual({
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        expirationTime: null,
        keys: SUBSCRIPTION_KEYS,
      },
    });
    expect(lastToast(store)?.title).toBe('Notifications Enabled');

    await userEvent.click(screen.getByRole('button', { name: 'Send Test Notification' }));
    await waitFor(() => expect(lastToast(store)?.title).toBe('Test Notification Sent'));
    expect(api.called('POST', '/api/notifications/test')[0].body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Disable Notifications' }));
    await waitFor(() => expect(screen.getByTestId('push-subscription')).toHaveTextContent('Inactive'));
    expect(browser.unsubscribed).toBe(1);
    expect(api.called('POST', '/api/notifications/unsubscribe')[0].body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    });
  });

  it('when a reminder is scheduled on the demo page, then the spec time is sent and the answer shown', async () => {
    installFakeBrowser({ permission: 'granted' });
    const api = server();
    renderWithProviders(<NotificationDemoScreen />, { signedIn: true });
    await enable();
    await userEvent.click(await screen.findByRole('button', { name: 'Streak reminder' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Streak reminder set for/));
    const sent = api.called('POST', '/api/notifications/schedule')[0].body as {
      type: string;
      scheduledFor: string;
    };
    expect(sent.type).toBe('streak_reminder');
    expect(new Date(sent.scheduledFor).getHours()).toBe(20);
  });
});

describe('notification pages, resync', () => {
  it('when the browser is subscribed but the server forgot the device, then it is sent again and shows Active', async () => {
    const browser = installFakeBrowser({ permission: 'granted' });
    const api = server();
    // Subscribed in an earlier visit; the server has since dropped it.
    await (await navigator.serviceWorker.ready).pushManager.subscribe({ userVisibleOnly: true });
    renderWithProviders(<NotificationTestScreen />, { signedIn: true });
    await waitFor(() => expect(screen.getByTestId('push-subscription')).toHaveTextContent(/^Active$/));
    expect(api.called('POST', '/api/notifications/subscribe')).toHaveLength(1);
    expect(browser.unsubscribed).toBe(0);
  });
});
