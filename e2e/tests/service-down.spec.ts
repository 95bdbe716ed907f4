import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { createVerifiedLearner, signInAs } from '../support/learners';
import { crashApp, currentPid, stopApp } from '../support/processes';

// Runs last (project "service-down" depends on project "platform", see playwright.config.ts): it
// stops svc-social, then svc-learning, then svc-identity for the rest of the run.

test.describe('a service crashes', () => {
  test('when svc-learning is killed, then npm start brings it back within seconds and learning works again', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    const before = crashApp('svc-learning');
    // The supervisor restarts it after a short pause, under a new pid, with its data intact.
    await expect.poll(() => currentPid('svc-learning'), { timeout: 30_000 }).not.toBe(before);
    await expect
      .poll(async () => (await page.request.get('/api/levels')).status(), { timeout: 30_000 })
      .toBe(200);
    await signInAs(page, learner, '/');
    await expect(page.getByText('Prep School')).toBeVisible();
  });
});
test.describe('a service goes down', () => {
  test('when svc-social is stopped, then the league screen shows an error and learning still works', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await stopApp('svc-social');

    await signInAs(page, learner, '/league');
    await expect(page.getByRole('alert')).toBeVisible();
    // Loaded afresh, the page the renderer cannot draw (its league call fails) is the plain one, and
    // the client draws the screen itself.
    const answer = await page.goto('/league');
    expect(answer?.headers()['x-fff-rendered']).toBe('plain');
    await expect(page.getByRole('alert')).toBeVisible();
    const shell = new ShellPage(page);
    await shell.navLink('Learn').click();
    await expect(page.getByText('Prep School')).toBeVisible();
    await shell.navLink('More').click();
    await expect(page.getByText('v1.0.0')).toBeVisible();
  });
});

test.describe('learning goes down', () => {
  test('when svc-learning is stopped, then the profile and status bar say progress is unavailable instead of showing zeros', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await stopApp('svc-learning');

    await signInAs(page, learner, '/profile');
    await expect(page.getByText(/can't be loaded right now/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Stats unavailable' })).toBeVisible();
    await expect(page.getByText(`@${learner.username}`)).toBeVisible();
  });
});

test.describe('identity goes down', () => {
  test('when svc-identity is stopped, then a signed-in learner is told and stays signed in', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/more');
    await expect(page.getByText('v1.0.0')).toBeVisible();
    await stopApp('svc-identity');

    await page.reload();
    await expect(page.getByText("We can't reach the kitchen right now")).toBeVisible();
    // Still signed in: the refresh cookie is kept for when identity is back.
    expect((await page.context().cookies()).some((c) => c.name === 'fff_refresh')).toBe(true);
  });
});
