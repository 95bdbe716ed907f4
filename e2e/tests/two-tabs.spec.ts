import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth';
import { ShellPage } from '../pages/shell';
import { createVerifiedLearner, signInAs, storedToken } from '../support/learners';

// Two tabs of one browser (one context: one cookie jar, one localStorage). The access token lives in
// each tab's memory; the tabs follow each other's sign-ins and sign-outs, and a reload restores the
// session from the httpOnly refresh cookie.

/** Every value the page keeps in localStorage that looks like a JWT (must be none). */
function jwtsInStorage(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.values({ ...localStorage }).filter((v) => /eyJ[\w-]+\.[\w-]+\./.test(v)));
}

test.describe('two tabs, one browser', () => {
  test('when tab 2 signs in as B while tab 1 shows A, then tab 1 shows B without a reload; signing out in one tab ends the other', async ({
    context,
    request,
  }) => {
    const [a, b] = [await createVerifiedLearner(request), await createVerifiedLearner(request)];
    // Tab 2 was left on the sign-in screen before A signed in elsewhere.
    const tab2 = await context.newPage();
    const auth2 = new AuthPage(tab2);
    await auth2.open();

    const tab1 = await context.newPage();
    await signInAs(tab1, a, '/profile');
    await expect(tab1.getByText(`@${a.username}`)).toBeVisible();
    // A mark on the page's window: it survives only if tab 1 is never reloaded.
    await tab1.evaluate(() => Object.assign(window, { notReloaded: true }));

    await auth2.signIn(b.email, b.password);
    await expect(new ShellPage(tab2).nav()).toBeVisible();

    // Tab 1 follows the newest session: B, on the same screen, and nothing of A remains.
    await expect(tab1.getByText(`@${b.username}`)).toBeVisible();
    await expect(tab1.getByText(`@${a.username}`)).toHaveCount(0);
    expect(tab1.url()).toMatch(/\/profile$/);
    expect(await tab1.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );

    // Signing out in tab 1 ends tab 2's session too.
    await new AuthPage(tab1).signOutFromSettings();
    await expect(tab1.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(tab2.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(tab2).toHaveURL(/\/auth$/);
    await expect(new ShellPage(tab2).nav()).toHaveCount(0);
  });

  test('when a tab reloads, then the refresh cookie restores the session and no token is in localStorage', async ({
    context,
    request,
  }) => {
    const learner = await createVerifiedLearner(request);
    const tab = await context.newPage();
    const auth = new AuthPage(tab);
    await auth.open();
    await auth.signIn(learner.email, learner.password);
    await expect(new ShellPage(tab).nav()).toBeVisible();
    expect(await storedToken(tab)).toBeNull();
    expect(await jwtsInStorage(tab)).toEqual([]);

    await tab.goto('/profile');
    await expect(tab.getByText(`@${learner.username}`)).toBeVisible();
    await tab.reload();
    await expect(tab.getByText(`@${learner.username}`)).toBeVisible();
    expect(await storedToken(tab)).toBeNull();
    expect(await jwtsInStorage(tab)).toEqual([]);

    // A second tab opened later joins the same session through the cookie.
    const other = await context.newPage();
    await other.goto('/profile');
    await expect(other.getByText(`@${learner.username}`)).toBeVisible();
  });
});
