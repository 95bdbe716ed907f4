import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { createVerifiedLearner, signInAs } from '../support/learners';

// Under `npm start` (not production) the developer test pages are open to every learner.
test.describe('developer test pages', () => {
  test('on /test-xp an award raises the XP tiles and the live top 5 marks You; /level-debug shows the figures', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/test-xp');
    await expect(page.getByRole('heading', { name: 'XP System Test', level: 1 })).toBeVisible();
    const tiles = page.getByLabel('Your XP');
    await expect(tiles).toContainText('Prep XP0');
    const board = page.locator('[aria-labelledby="rankings-title"]');
    await expect(board.getByText(/You are #\d+/)).toBeVisible();
    await expectNoSeriousAxeIssues(page);

    await page.getByRole('button', { name: 'Award 15 Prep XP' }).click();
    await expect(tiles).toContainText('Prep XP15');
    await page.getByRole('button', { name: 'Award 15 Science XP' }).click();
    await expect(tiles).toContainText('Science XP15');
    await expect(tiles).toContainText('Total XP30');
    const me = board.getByRole('listitem').filter({ hasText: learner.username });
    await expect(me).toContainText('You');
    // This week's score: 15 + 15, with the week's theme doubling one of the two kinds or neither.
    await expect(me).toContainText(/(?<!\d)(30|45) points this week/);
    await expect(board.getByRole('listitem')).not.toHaveCount(0);
    expect(await board.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    await expect(page.getByText('Test Pages Closed')).toHaveCount(0);

    await page.goto('/level-debug');
    await expect(page.getByRole('heading', { name: 'Level System Debug', level: 1 })).toBeVisible();
    await expect(page.getByText('Calculated level')).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });
});
