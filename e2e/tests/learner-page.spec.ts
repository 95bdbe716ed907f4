// Learn drawn on the server for the signed-in learner (shell/src/server, docs/learner-page-render.md):
// the page arrives whole, the client starts at the learner's first interaction (or once the browser
// is idle), a press made before that is not lost, each learner gets only their own page, and the
// page still loads when the renderer is down.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth';
import { createVerifiedLearner, type Learner } from '../support/learners';
import { stopApp } from '../support/processes';

const levelCard = (page: Page) =>
  page.getByRole('heading', { level: 2 }).getByRole('button', { name: 'Prep School' });

/** A fresh context (empty cache) signed in through the API: it holds the refresh and page cookies. */
async function signedIn(
  browser: Browser,
  learner: Learner,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; userId: string }> {
  const context = await browser.newContext(options);
  const res = await context.request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { user } = (await res.json()) as { user: { id: string } };
  return { context, userId: user.id };
}

test.describe("the learner's Learn page drawn on the server", () => {
  test('when a learner opens Learn with scripts off, then their page is all there: the levels, their numbers, the navigation', async ({
    browser,
    request,
  }) => {
    const learner = await createVerifiedLearner(request);
    const { context, userId } = await signedIn(browser, learner, { javaScriptEnabled: false });
    const page = await context.newPage();
    const answer = await page.goto('/');
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await expect(levelCard(page)).toBeVisible();
    await expect(page.getByText('0/44 lessons')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friends' }),
    ).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', encodeURIComponent(userId));
    // Every style rule came with this response's nonce (a refused rule would leave the page bare).
    const nonce = /'nonce-([0-9a-f]+)'/.exec(answer?.headers()['content-security-policy'] ?? '')?.[1];
    const styleNonces = await page
      .locator('style')
      .evaluateAll((tags) => tags.map((t) => (t as HTMLElement).nonce));
    expect(styleNonces.length).toBeGreaterThan(0);
    expect(new Set(styleNonces)).toEqual(new Set([nonce]));
    await context.close();
  });

  test('when two learners open Learn, then each page is drawn for its own learner only', async ({
    browser,
    request,
  }) => {
    const [ana, ben] = await Promise.all([createVerifiedLearner(request), createVerifiedLearner(request)]);
    const a = await signedIn(browser, ana, { javaScriptEnabled: false });
    const b = await signedIn(browser, ben, { javaScriptEnabled: false });
    const pageA = await a.context.newPage();
    const pageB = await b.context.newPage();
    await Promise.all([pageA.goto('/'), pageB.goto('/')]);
    await expect(pageA.locator('#root')).toHaveAttribute('data-rendered-for', encodeURIComponent(a.userId));
    await expect(pageB.locator('#root')).toHaveAttribute('data-rendered-for', encodeURIComponent(b.userId));
    expect(await pageB.content()).not.toContain(a.userId);
    expect(await pageA.content()).not.toContain(b.userId);
    await a.context.close();
    await b.context.close();
  });

  test('when the learner taps a level before the client started, then the level opens (the tap waits for the client)', async ({
    browser,
    request,
  }) => {
    const learner = await createVerifiedLearner(request);
    const { context } = await signedIn(browser, learner);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    // The page is the server's until the learner acts: the session check is its only call.
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
    await levelCard(page).click();
    await expect(page).toHaveURL(/\?level=level-1$/);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('when the learner taps a tab of the navigation before the client started, then its screen opens without loading the page again', async ({
    browser,
    request,
  }) => {
    const learner = await createVerifiedLearner(request);
    const { context } = await signedIn(browser, learner);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friends' }).click();
    await expect(page).toHaveURL(/\/friends$/);
    await expect(page.getByRole('heading', { name: 'Friends' }).first()).toBeVisible();
    expect(documents).toEqual([]);
    await context.close();
  });

  test('when the learner only watches, then the client starts by itself (its calls go out)', async ({
    browser,
    request,
  }) => {
    const learner = await createVerifiedLearner(request);
    const { context } = await signedIn(browser, learner);
    const page = await context.newPage();
    // The daily quests are drawn by the client only (the rest starts from the server's answers).
    const quests = page.waitForRequest((r) => r.url().endsWith('/api/quests'));
    await page.goto('/');
    await quests;
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await context.close();
  });

  test('when the learner signed out, then / is the plain page and shows the sign-in screen', async ({
    browser,
    request,
  }) => {
    const learner = await createVerifiedLearner(request);
    const { context } = await signedIn(browser, learner);
    expect((await context.request.post('/api/auth/logout')).status()).toBe(200);
    const page = await context.newPage();
    const answer = await page.goto('/');
    expect(await answer?.text()).not.toContain('data-rendered-for');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await context.close();
  });

  test('when the learner signs out in another tab while Learn waits for them, then Learn gives way to the sign-in screen', async ({
    browser,
    request,
  }) => {
    const learner = await createVerifiedLearner(request);
    const { context } = await signedIn(browser, learner);
    const learn = await context.newPage();
    await learn.goto('/');
    await expect(learn.locator('#root')).toHaveAttribute('data-prerendered', '/');
    await new AuthPage(await context.newPage()).signOutFromSettings();
    await expect(learn).toHaveURL(/\/auth$/);
    await expect(learn.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await context.close();
  });

  test('when the renderer is down, then Learn still loads for the learner', async ({ browser, request }) => {
    const learner = await createVerifiedLearner(request);
    const { context } = await signedIn(browser, learner);
    await stopApp('shell-render');
    const page = await context.newPage();
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    expect(await answer?.text()).not.toContain('data-rendered-for');
    await expect(levelCard(page)).toBeVisible();
    await context.close();
  });
});
