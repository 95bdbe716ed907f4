import { expect, test } from '@playwright/test';
import { completeFirstLesson, ProfilePage, solidPng, StatusBar } from '../pages/profile';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { createVerifiedLearner, signInAs } from '../support/learners';

test.describe('progression: status bar and profile', () => {
  test('when a learner is signed in, then the status bar shows the values and each dialog opens by keyboard and closes with Escape', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/');
    const bar = new StatusBar(page);

    await expect(bar.button(/^Hearts: 5 of 5$/)).toBeVisible();
    await expect(bar.button(/^Streak: 0 days$/)).toBeVisible();
    await expect(bar.button(/^Coins: \d+$/)).toBeVisible();
    await expect(bar.button(/^Spice Stones: \d+$/)).toBeVisible();

    const dialogs: [RegExp, string, string | RegExp][] = [
      [/^Streak:/, 'Daily Streak', 'Current Month'],
      [/^Hearts:/, 'Hearts', 'Hearts Full'],
      [/^Coins:/, 'Coins', /Coins cannot be bought/],
      [/^Spice Stones:/, 'Spice Stones', '+10 for each level up'],
    ];
    for (const [button, title, text] of dialogs) {
      await bar.button(button).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(text).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(bar.button(button)).toBeFocused();
    }

    // The streak calendar moves between months.
    await bar.button(/^Streak:/).click();
    const streak = page.getByRole('dialog', { name: 'Daily Streak' });
    const month = streak.getByRole('heading', { level: 3 });
    const current = await month.textContent();
    await streak.getByRole('button', { name: 'Previous month' }).click();
    await expect(month).not.toHaveText(current ?? '');
    await streak.getByRole('button', { name: 'Current Month' }).click();
    await expect(month).toHaveText(current ?? '');
  });

  test('when the learner opens /profile, then XP tiles and recent activity show and a real PNG upload changes the avatar', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await completeFirstLesson(page.request, learner);
    await signInAs(page, learner, '/profile');
    const profile = new ProfilePage(page);

    await expect(page.getByRole('heading', { level: 1, name: learner.username })).toBeVisible();
    await expect(page.getByText(`@${learner.username}`)).toBeVisible();
    await expect(page.getByText(/^Joined \w+ \d{4}$/)).toBeVisible();
    await expect(profile.tile(/^Prep XP: \d+$/)).toBeVisible();
    await expect(profile.tile(/^Flavor XP: \d+$/)).toBeVisible();
    await expect(profile.tile(/^Science XP: \d+$/)).toBeVisible();
    await expect(profile.recentActivity().getByRole('listitem').first()).toContainText('Just now');

    await profile.avatarButton().click();
    const upload = profile.dialog('Upload Profile Picture');
    await expect(upload.getByText('PNG, JPG, GIF up to 5MB')).toBeVisible();
    await upload
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'chef.png', mimeType: 'image/png', buffer: solidPng(32, [234, 88, 12]) });
    await expect(upload).toBeHidden();
    await expect(profile.avatarImage()).toBeVisible();
    const src = await profile.avatarImage().getAttribute('src');
    expect(src).toBeTruthy();
    const image = await page.request.get(src!);
    expect(image.ok()).toBeTruthy();

    await profile.tile(/^Prep XP:/).focus();
    await page.keyboard.press('Enter');
    await expect(profile.dialog('Prep XP')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'How leveling works' }).click();
    await expect(profile.dialog('Leveling System').getByRole('row')).toHaveCount(101);
    await page.keyboard.press('Escape');
  });

  test('when axe checks /profile, then it reports no serious or critical issue', async ({ page }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: learner.username })).toBeVisible();
    await expect(page.getByText(/No activity yet/)).toBeVisible();
    await expectNoSeriousAxeIssues(page);
  });
});
