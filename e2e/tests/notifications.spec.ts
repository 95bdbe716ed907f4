import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { createVerifiedLearner, signInAs } from '../support/learners';

/** The notification pages: this device's status card and its alert. */
class NotificationPage {
  constructor(readonly page: Page) {}
  permission = () => this.page.getByTestId('push-permission');
  subscription = () => this.page.getByTestId('push-subscription');
  /** The problem of the last action as the card keeps it (the toast says the same). */
  alert = () => this.page.getByTestId('push-problem');
  toast = (title: string | RegExp) =>
    this.page.getByRole('region', { name: /Notifications \(F8\)/ }).getByText(title);
  button = (name: string | RegExp) => this.page.getByRole('button', { name });
}

const OFFLINE = /You're offline/;

test.describe('notifications', () => {
  test('when notifications are allowed by the browser, then the pages show Granted/Inactive, and enabling ends in Active or the Error toast, never a hang', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/notification-test');
    const n = new NotificationPage(page);
    await expect(page.getByRole('heading', { name: 'Notification Test' })).toBeVisible();
    await expect(n.permission()).toHaveText('Granted');
    await expect(n.subscription()).toHaveText('Inactive');

    // Testing before enabling: the spec's 'Permission Required'.
    await n.button('Send Test Notification').click();
    await expect(n.alert()).toContainText('Permission Required');
    await expect(n.toast('Permission Required')).toBeVisible();

    await n.button('Enable Notifications').click();
    // Chromium's push service (FCM) may be unreachable here: then the spec's 'Error' with reset steps.
    await expect(n.alert().or(n.subscription().filter({ hasText: /^Active$/ }))).toBeVisible({
      timeout: 30_000,
    });
    if (await n.alert().isVisible()) {
      await expect(n.alert()).toContainText('Error');
      await expect(n.alert()).toContainText('Site settings');
      await expect(n.subscription()).toHaveText('Inactive');
      await expect(n.button('Enable Notifications')).toBeEnabled();
    } else {
      await n.button('Send Test Notification').click();
      await expect(page.getByText('Test Notification Sent')).toBeVisible();
      await n.button('Disable Notifications').click();
      await expect(n.subscription()).toHaveText('Inactive');
    }
  });

  test('when the browser has not granted notifications, then Permission Not Set shows and enabling ends in Denied or Dismissed', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/notification-demo');
    const n = new NotificationPage(page);
    await expect(page.getByRole('heading', { name: 'Push Notifications Demo' })).toBeVisible();
    const before = await n.permission().textContent();
    expect(['Permission Not Set', 'Denied']).toContain(before);
    await expect(n.subscription()).toHaveText('Inactive');
    await n.button('Enable Notifications').click();
    await expect(n.alert()).toContainText(/Permission (Denied|Dismissed)/, { timeout: 30_000 });
    await expect(n.alert()).toContainText(/Enable again|Site settings/);
  });

  test('when the four pages are opened, then each has its title, a back link to /settings and no serious axe issue', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/notification-info');
    // Every page but the info page shows the (inactive) subscription.
    for (const [path, title, subscriptions] of [
      ['/notification-info', 'Notifications', 0],
      ['/notification-demo', 'Push Notifications Demo', 1],
      ['/notification-test', 'Notification Test', 1],
      ['/notification-fix', 'Fix Notifications', 1],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      const subscription = new NotificationPage(page).subscription();
      await expect(subscription).toHaveCount(subscriptions);
      await expect(subscription.filter({ hasText: /^Inactive$/ })).toHaveCount(subscriptions);
      await expectNoSeriousAxeIssues(page);
      await expect(page.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
    }
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('when /sw.js is registered and the network is cut, then a reload shows the app with the offline message', async ({
    page,
    context,
  }) => {
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/notification-fix');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    await expect(page.getByText(/Service worker: Registered/)).toBeVisible();
    // Reload once online so the worker controls the page and has kept the entry files.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Fix Notifications' })).toBeVisible();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    // The app shell started from the cache (not the browser's error page).
    await expect(page.locator('#root')).not.toBeEmpty();
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE)).toBeHidden();
  });
});
