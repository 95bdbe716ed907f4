// TEMPORARY (not committed): screenshots of the SVG icons for the wt4/ui report.
import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { createVerifiedLearner, signInAs } from '../support/learners';

const OUT = '/tmp/ui-shots';
const EMOJI = /\p{Extended_Pictographic}/u;

test('screens', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 420, height: 860 });
  await page.goto('/auth');
  const logo = page.locator('header .logo svg[data-icon]');
  await expect(logo).toBeVisible();
  await page.screenshot({ path: `${OUT}/auth.png` });

  const learner = await createVerifiedLearner(page.request);
  await signInAs(page, learner, '/');
  const shell = new ShellPage(page);
  await expect(shell.navLink('Learn')).toBeVisible();
  const mascot = page.getByRole('button', { name: /Chef Chilli, your kitchen mascot/ });
  await expect(mascot.locator('svg[data-icon="Chef Chilli"]')).toBeVisible();
  const fab = page.getByRole('button', { name: /^Open chat/ });
  await expect(fab.locator('svg[data-icon="Chat"]')).toBeVisible();
  expect(await mascot.innerText()).not.toMatch(EMOJI);
  expect(await fab.innerText()).not.toMatch(EMOJI);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/learn.png` });
  await fab.click();
  const drawer = page.getByRole('dialog', { name: 'Chat' });
  await expect(drawer.getByRole('button', { name: 'Close chat' }).locator('svg')).toBeVisible();
  await page.screenshot({ path: `${OUT}/chat-drawer.png` });
  await drawer.getByRole('button', { name: 'Close chat' }).click();

  for (const [path, name] of [
    ['/league', 'league'],
    ['/friends', 'friends'],
    ['/profile', 'profile'],
    ['/more', 'more'],
    ['/settings', 'settings'],
    ['/export-data', 'export-data'],
    ['/reset-progress', 'reset-progress'],
    ['/help', 'help'],
    ['/shop', 'shop'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
  }
});
