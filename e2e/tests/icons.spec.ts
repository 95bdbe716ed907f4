import { expect, test, type Locator } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { createVerifiedLearner, signInAs } from '../support/learners';

// The chrome's icons are SVG (@fff/ui icons), not emoji: the Chromium of the test machine has no
// colour-emoji font, where emoji icons showed as empty boxes. Screenshots of the status bar and the
// bottom navigation are attached to the report (test-results/…/status-bar-and-nav.png).

const EMOJI = /\p{Extended_Pictographic}/u;

/** The SVG icon inside a named control: present, visible, hidden from AT since the control's name says it. */
async function expectSvgIcon(control: Locator): Promise<void> {
  const svg = control.locator('svg[data-icon]');
  await expect(svg).toHaveCount(1);
  await expect(svg).toBeVisible();
  await expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(await control.innerText()).not.toMatch(EMOJI);
}

test.describe('icons', () => {
  test('when signed in, then the status bar and the bottom navigation show named SVG icons, no emoji', async ({
    page,
  }, testInfo) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/');
    const shell = new ShellPage(page);

    for (const name of ['Learn', 'Friends', 'League', 'Profile', 'More'] as const) {
      const link = shell.navLink(name);
      await expect(link).toHaveAccessibleName(new RegExp(`^${name}`));
      await expectSvgIcon(link);
    }
    const stats = page.getByRole('group', { name: 'Your stats' });
    for (const name of [/^Streak: \d+ days?$/, /^Hearts: \d of 5$/, /^Coins: \d+$/, /^Spice Stones: \d+$/]) {
      await expectSvgIcon(stats.getByRole('button', { name }));
    }

    const screenshot = testInfo.outputPath('status-bar-and-nav.png');
    await page.screenshot({ path: screenshot, fullPage: false });
    await testInfo.attach('status bar and navigation', { path: screenshot, contentType: 'image/png' });
    const [top, nav] = [testInfo.outputPath('status-bar.png'), testInfo.outputPath('bottom-nav.png')];
    await stats.screenshot({ path: top });
    await shell.nav().screenshot({ path: nav });
    await testInfo.attach('status bar', { path: top, contentType: 'image/png' });
    await testInfo.attach('bottom navigation', { path: nav, contentType: 'image/png' });
  });

  test('when the More and Settings menus open, then each entry carries an SVG icon, no emoji', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/more');
    const more = page.getByRole('navigation', { name: 'More' });
    for (const name of ['Public Roadmap', 'Shop', 'Settings', 'Recipe Collection', 'Help & Support']) {
      const link = more.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link.locator('svg[data-icon]')).toHaveCount(2); // the entry's icon and the chevron
      expect(await link.innerText()).not.toMatch(EMOJI);
    }

    await page.goto('/settings');
    for (const name of ['Appearance', 'Privacy & Data', 'Account', 'Danger Zone']) {
      const section = page.getByRole('region', { name });
      await expect(section.getByRole('heading', { name }).locator('svg[data-icon]')).toBeVisible();
      expect(await section.innerText()).not.toMatch(EMOJI);
    }
  });
});
