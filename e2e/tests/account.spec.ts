import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AccountPages, passFirstLesson } from '../pages/account';
import { AuthPage } from '../pages/auth';
import { ProfilePage } from '../pages/profile';
import { createVerifiedLearner, newLearner, signInAs, type Learner } from '../support/learners';

/** An API session of a learner through the gateway (the friend's side of the journey). */
async function apiAs(request: APIRequestContext, learner: Learner) {
  const login = await request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    id: user.id,
    get: async (path: string) => (await request.get(path, { headers })).json(),
    post: (path: string, data: object = {}) => request.post(path, { headers, data }),
  };
}

/** Makes two learners friends through the real friend-request calls. */
async function befriend(request: APIRequestContext, a: Learner, b: Learner) {
  const [me, friend] = [await apiAs(request, a), await apiAs(request, b)];
  expect((await me.post('/api/friend-requests', { userId: friend.id, message: '' })).ok()).toBeTruthy();
  const [incoming] = (await friend.get('/api/friend-requests')) as { id: string }[];
  expect((await friend.post(`/api/friend-requests/${incoming.id}/accept`)).ok()).toBeTruthy();
  return { me, friend };
}

const friendNames = async (friend: Awaited<ReturnType<typeof apiAs>>) =>
  ((await friend.get('/api/friends')) as { friend: { username: string } }[]).map((f) => f.friend.username);

test.describe('account area: settings, profile, password and data', () => {
  test('when axe checks every page of the account area, then there is no serious or critical issue', async ({
    page,
  }) => {
    // Eight full page loads with an axe run each: more than one test's usual minute on a busy machine.
    test.slow();
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/settings');
    const account = new AccountPages(page);
    const backToSettings = () =>
      expect(page.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
    // Each page with what shows once its data is in, so axe sees the finished screen.
    const pages: [string, string, () => Promise<void>][] = [
      [
        '/settings',
        'Settings',
        () => expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible(),
      ],
      [
        '/edit-profile',
        'Edit Profile',
        async () => {
          await backToSettings();
          await expect(account.field('Username')).toHaveValue(learner.username);
        },
      ],
      [
        '/privacy-settings',
        'Privacy Settings',
        async () => {
          await backToSettings();
          await expect(page.getByRole('switch', { name: 'Allow Data Collection' })).toBeVisible();
        },
      ],
      ['/change-password', 'Change Password', backToSettings],
      ['/backup-progress', 'Backup Progress', backToSettings],
      ['/export-data', 'Export Data', backToSettings],
      ['/reset-progress', 'Reset Progress', backToSettings],
    ];
    for (const [path, title, shown] of pages) {
      await account.open(path, title);
      await shown();
      expect(await account.seriousA11yIssues(), path).toEqual([]);
    }
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Account' })).toBeVisible();
    expect(await account.seriousA11yIssues(), 'delete dialog').toEqual([]);
  });

  test('when the learner renames themself on Edit Profile, then the new name shows on /profile', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/settings');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    const account = new AccountPages(page);
    await expect(account.field('Username')).toHaveValue(learner.username);
    const renamed = `${learner.username}_x`;
    await account.field('Username').fill(renamed);
    await account.field('Bio').fill('Loves sourdough');
    await expect(page.getByText('15/200')).toBeVisible();
    await account.button('Save Changes').click();
    await expect(account.toast('Settings Updated')).toBeVisible();
    await new ProfilePage(page).open();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });

  test('when the password is changed, then the learner stays signed in, and after signing out only the new one works', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/change-password');
    const account = new AccountPages(page);
    await expect(account.button('Update Password')).toBeDisabled();
    await account.field('Current Password').fill(learner.password);
    await account.field('New Password').fill('Sharper-Knife7');
    await account.field('Confirm New Password').fill('Sharper-Knife7');
    await account.button('Update Password').click();
    await expect(account.toast('Password Updated')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: learner.username })).toBeVisible();

    const auth = new AuthPage(page);
    await auth.signOutFromSettings();
    await expect(page).toHaveURL(/\/auth$/);
    await auth.signIn(learner.email, learner.password);
    await expect(auth.toast(/Invalid email or password/)).toBeVisible();
    await auth.signIn(learner.email, 'Sharper-Knife7');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('when the learner exports everything, then one JSON file downloads with profile, progress and settings', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await passFirstLesson(page.request, learner);
    await signInAs(page, learner, '/export-data');
    const account = new AccountPages(page);
    await page.getByRole('checkbox', { name: /Friends/ }).check();
    await page.getByRole('checkbox', { name: /Activities/ }).check();
    await expect(page.getByText('Estimated size: 12 KB')).toBeVisible();
    await page.getByLabel('Current Password').fill(learner.password);
    const download = page.waitForEvent('download');
    await account.button('Export My Data').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^fork-to-flame-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ username: learner.username, email: learner.email });
    expect(data.settings).toMatchObject({ accountType: 'Free' });
    expect(data.progress.progression.xp).toBeGreaterThan(0);
    expect(data.progress.completedLessons).toHaveLength(1);
    expect(data.activities.length).toBeGreaterThan(0);
    expect(data.friends).toBeDefined();
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash/);
    await expect(account.toast('Data Exported')).toBeVisible();
  });

  test('when progress is reset, then XP is back to 0 on /profile', async ({ page }) => {
    const learner = await createVerifiedLearner(page.request);
    await passFirstLesson(page.request, learner);
    await signInAs(page, learner, '/profile');
    const profile = new ProfilePage(page);
    await expect(profile.tile(/^Prep XP: [1-9]\d*$/)).toBeVisible();

    await page.goto('/reset-progress');
    const account = new AccountPages(page);
    await page.getByRole('checkbox', { name: /Learning Progress/ }).check();
    await page.getByRole('checkbox', { name: /Currency/ }).check();
    await account.field('Type "reset my progress" to confirm').fill('Reset My Progress');
    await account.button('Reset Selected').click();
    await expect(account.toast('Progress Reset')).toBeVisible();
    await profile.open();
    await expect(profile.tile(/^Prep XP: 0$/)).toBeVisible();
  });

  test('when the account is deleted, then the learner lands on /auth and the email can sign up again', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/settings');
    await page
      .getByRole('region', { name: 'Danger Zone' })
      .getByRole('button', { name: 'Delete Account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await dialog.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
    await dialog.getByLabel('Current Password').fill(learner.password);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(new AccountPages(page).toast('Account Deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
    expect(
      await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

    const login = await page.request.post('/api/auth/login', {
      data: { email: learner.email, password: learner.password },
    });
    expect(login.status()).toBe(401);
    const again = await page.request.post('/api/auth/register', {
      data: {
        ...newLearner(),
        email: learner.email,
        password: learner.password,
        gdprConsent: true,
        newsletterSignup: false,
      },
    });
    expect(again.status(), await again.text()).toBe(201);
  });

  test('when a learner renames and later deletes the account, then the friend sees the new name, then no longer sees them', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    const pal = await createVerifiedLearner(page.request);
    const { friend } = await befriend(page.request, learner, pal);
    expect(await friendNames(friend)).toEqual([learner.username]);

    await signInAs(page, learner, '/edit-profile');
    const account = new AccountPages(page);
    const renamed = `${learner.username}_v2`;
    await account.field('Username').fill(renamed);
    await account.button('Save Changes').click();
    await expect(account.toast('Settings Updated')).toBeVisible();
    await expect.poll(() => friendNames(friend), { timeout: 15_000 }).toEqual([renamed]);

    await page.goto('/settings');
    await page
      .getByRole('region', { name: 'Danger Zone' })
      .getByRole('button', { name: 'Delete Account' })
      .click();
    await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
    await page.getByLabel('Current Password').fill(learner.password);
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
    await expect.poll(() => friendNames(friend), { timeout: 15_000 }).toEqual([]);
  });
});
