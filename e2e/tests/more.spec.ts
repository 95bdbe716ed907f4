import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { createVerifiedLearner, signInAs } from '../support/learners';

test.describe('More screen', () => {
  test('when the legal dialogs are opened and closed by keyboard, then focus returns and the texts say how to export and delete', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/more');
    await expect(page.getByText('v1.0.0')).toBeVisible();
    await expectNoSeriousAxeIssues(page);

    for (const [button, heading] of [
      ['Privacy Policy', 'How long we keep it'],
      ['Terms & Conditions', 'Who can use it'],
    ] as const) {
      const opener = page.getByRole('button', { name: button });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: button });
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
      await expect(dialog).toContainText('2025-07-03');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }

    await page.getByRole('button', { name: /Support the Developers/ }).click();
    const support = page.getByRole('dialog', { name: 'Support the Developers' });
    await support.getByRole('link', { name: 'Vote on the Public Roadmap' }).click();
    await expect(page).toHaveURL(/\/roadmap$/);
  });
});
