import { expect, test } from '@playwright/test';
import { HelpPage, RoadmapPage, toastRegion } from '../pages/help';
import { expectNoSeriousAxeIssues } from '../support/axe';
import { waitForMail } from '../support/outbox';
import { createVerifiedLearner, newLearner, signInAs } from '../support/learners';

const FAQ = ['Getting Started', 'Game Mechanics', 'Friends & Social', 'Technical Support'];

test.describe('help area: help, roadmap, shop, recipes', () => {
  test('when a learner uses Help & Support, then FAQ categories open one at a time, the template copies and feedback is sent', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/help');
    const help = new HelpPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await expect(help.category('Getting Started')).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousAxeIssues(page);

    for (const title of FAQ.slice(1)) {
      await help.category(title).click();
      await expect(help.expandedCategories()).toHaveCount(1);
      await expect(help.category(title)).toHaveAttribute('aria-expanded', 'true');
    }
    await help.category('Game Mechanics').click();
    await page.getByRole('button', { name: 'How do hearts work?' }).click();
    await expect(page.getByText(/at most 5 hearts and lose 1 for each wrong quiz answer/)).toBeVisible();

    await page.getByRole('button', { name: 'Email Support' }).click();
    await page.getByRole('button', { name: 'Use Email Template' }).click();
    const template = page.getByRole('dialog', { name: 'Email Template' });
    await template.getByRole('button', { name: 'Copy Template' }).click();
    await expect(toastRegion(page).getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('App version: v1.0.0');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Report Issue', exact: true }).click();
    await expect(page.getByLabel('Feedback type')).toHaveValue('bug');
    await page.getByLabel('Your message').fill('The quiz timer skipped a question on my phone.');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(toastRegion(page).getByText('Feedback Submitted')).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveValue('');
  });

  test('when a learner votes and unvotes, then the count and label change; a visitor who is not signed in is asked to log in', async ({
    page,
    browser,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/roadmap');
    const roadmap = new RoadmapPage(page);
    const vote = page.getByRole('button', { name: 'Vote: Offline Mode' });
    await expect(vote).toBeVisible();
    await expectNoSeriousAxeIssues(page);
    const before = await roadmap.votes('offline-mode');

    await vote.click();
    await expect(toastRegion(page).getByText('Vote recorded!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voted: Offline Mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => roadmap.votes('offline-mode')).toBe(before + 1);

    await page.getByRole('button', { name: 'Voted: Offline Mode' }).click();
    await expect(page.getByRole('button', { name: 'Vote: Offline Mode' })).toBeVisible();
    await expect.poll(() => roadmap.votes('offline-mode')).toBe(before);

    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto('/roadmap');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Public Roadmap' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Vote: AI Chef Tutor' }).click();
    await expect(toastRegion(visitor).getByText('Login required')).toBeVisible();
    await expect(toastRegion(visitor).getByText('Please log in to vote on roadmap items')).toBeVisible();
    await expectNoSeriousAxeIssues(visitor);
    await anonymous.close();
  });

  test('when someone signs up for shop news twice, then both answers say to check the inbox, and the mailed link confirms the signup', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/shop');
    await expect(page.getByRole('heading', { name: 'Shop', exact: true })).toBeVisible();
    await expectNoSeriousAxeIssues(page);
    const address = newLearner('shopper').email;
    // The same answer for a new and a repeated signup: nothing tells whether the address is on the list.
    const signUp = async () => {
      await page.getByRole('textbox', { name: 'Email address' }).fill(address);
      await page.getByRole('button', { name: "Notify me when it's ready" }).click();
      await expect(page.getByText('Check your inbox to confirm.')).toBeVisible();
      await expect(toastRegion(page).getByText('Check your inbox', { exact: true })).toBeVisible();
    };
    await signUp();
    await page.reload();
    await signUp();

    const mail = await waitForMail(address, 'newsletter-confirm');
    await page.goto(mail.link);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  });

  test('when Recipe Collection opens, then its Coming Soon modal leads back to the menu', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/recipes');
    const modal = page.getByRole('dialog', { name: 'Recipes are Coming Soon' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Visit Blog' })).toHaveAttribute('target', '_blank');
    await expectNoSeriousAxeIssues(page);
    await modal.getByRole('button', { name: 'Back to Menu' }).click();
    await expect(page).toHaveURL(/\/more$/);
  });
});
