// /auth is pre-rendered by the shell's build (dist/auth.html, served by the gateway for /auth): the
// sign-in screen is in the HTML itself, a signed-out visitor's client hydrates it without a
// mismatch, and a signed-in visitor still lands on Learn.
import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth';
import { createVerifiedLearner, newLearner } from '../support/learners';

/**
 * The browser's own notices that are not the page's: the signed-out session check's 401 and
 * Chromium's note on a Permissions-Policy feature it does not know.
 */
const EXPECTED = [/^Failed to load resource: .* 401 /, /^Error with Permissions-Policy header/];

/** Console errors and warnings of the page (React's hydration reports among them), and uncaught errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (!EXPECTED.some((re) => re.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('when /auth is asked for, then the sign-in screen is in the HTML with its styles under the response nonce', async ({
  request,
}) => {
  const reply = await request.get('/auth');
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  expect(html).toContain('<div id="root" data-prerendered="/auth">');
  expect(html).toContain('<h1>From Fork to Flame</h1>');
  expect(html).toMatch(/<form[^>]*aria-label="Sign In"/);
  expect(html).toContain('<title>Sign In · From Fork to Flame</title>');
  const nonce = /'nonce-([^']+)'/.exec(reply.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`<style nonce="${nonce}" data-styled="true"`);
  expect(html).not.toContain('__CSP_NONCE__');
  // Other paths still get the empty page.
  const other = await (await request.get('/no-such-kitchen')).text();
  expect(other).toContain('<div id="root"></div>');
});

test('when a signed-out visitor opens /auth, then the page hydrates without console errors and the forms work', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const auth = new AuthPage(page);
  await auth.open();
  await expect(page.getByRole('heading', { level: 1, name: 'From Fork to Flame' })).toBeVisible();
  await expect(page).toHaveTitle('Sign In · From Fork to Flame');

  // The sign-in form answers (its validation is the client's), and the Sign Up tab loads its form.
  await auth.signInForm().getByRole('button', { name: 'Sign In' }).click();
  await expect(auth.signInForm().getByText(/^⚠ Please enter a valid email$/)).toBeVisible();
  const form = await auth.openSignUp();
  await expect(form.getByLabel('Username')).toBeVisible();
  // The hydrated page keeps the server's markup: one main column, one heading.
  await expect(page.locator('#root > main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(problems).toEqual([]);
});

/** The class names on the screen, in document order (styled-components' names carry its numbering). */
const classNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root [class]')].map((e) => `${e.tagName}.${e.getAttribute('class')}`),
  );

test("when /auth hydrates, then its class names are the ones the browser's own render gives", async ({
  page,
}) => {
  // React's production build does not compare attributes while hydrating: a class name the
  // pre-render numbered differently would stay on the page unnoticed, so compare with a client render
  // (any query makes the client render afresh).
  const auth = new AuthPage(page);
  await auth.open();
  const hydrated = await classNames(page);
  await auth.open('/auth?fresh=1');
  expect(await classNames(page)).toEqual(hydrated);
  expect(hydrated.length).toBeGreaterThan(5);
});

test('when a signed-in visitor opens /auth, then they land on Learn', async ({ page, request }) => {
  const learner = await createVerifiedLearner(request, newLearner('jane'));
  const auth = new AuthPage(page);
  await auth.open();
  await auth.signIn(learner.email, learner.password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
});

test('when a visitor whose system is dark opens /auth, then the client renders the dark page over the light copy', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  const problems = collectProblems(page);
  const auth = new AuthPage(page);
  await auth.open();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'From Fork to Flame' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(problems).toEqual([]);
  await context.close();
});

/**
 * Holds the page's session checks (POST /api/auth/refresh) until the test answers them, in order,
 * so the visitor can type into the pre-rendered form while the check is still out.
 */
function holdSessionChecks(page: Page, answers: number[]) {
  let answer: () => void = () => undefined;
  const released = new Promise<void>((r) => {
    answer = r;
  });
  let calls = 0;
  void page.route('**/api/auth/refresh', async (route) => {
    const status = answers[Math.min(calls++, answers.length - 1)];
    await released;
    await route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: status === 401 ? 'unauthorized' : 'bad_gateway', message: 'no' }),
    });
  });
  return { answer };
}

test('when the session check fails for a visitor never signed in here, then the pre-rendered form stays usable with what they typed', async ({
  page,
}) => {
  const checks = holdSessionChecks(page, [502]);
  const auth = new AuthPage(page);
  await page.goto('/auth');
  const form = auth.signInForm();
  await form.getByLabel('Email').fill('early@example.com');
  await form.getByLabel('Password').fill('typed-before-the-script');
  // Typed into the build's markup: the client has not taken over yet.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  checks.answer();
  await auth.started();

  await expect(page.getByText("We can't reach the kitchen right now")).toHaveCount(0);
  await expect(page.getByText('You are still signed in.')).toHaveCount(0);
  await expect(form.getByLabel('Email')).toHaveValue('early@example.com');
  // The form sends what it shows (the state took the text typed before hydration).
  const login = page.waitForRequest('**/api/auth/login');
  await form.getByRole('button', { name: 'Sign In' }).click();
  expect((await login).postDataJSON()).toEqual({
    email: 'early@example.com',
    password: 'typed-before-the-script',
  });
});

test('when the session check fails for a learner signed in here, then the outage screen says they still are and the email typed comes back in the form', async ({
  page,
}) => {
  // This browser holds a signed-in user (what a sign-in leaves); identity answers 502, then 401.
  await page.addInitScript(() => localStorage.setItem('user', '{"username":"ann"}'));
  const checks = holdSessionChecks(page, [502, 401]);
  const auth = new AuthPage(page);
  await page.goto('/auth');
  await auth.signInForm().getByLabel('Email').fill('switching@example.com');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  checks.answer();
  await auth.started();

  await expect(page.getByText("We can't reach the kitchen right now")).toBeVisible();
  await expect(page.getByText('You are still signed in.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  // The cookie holds no session after all: the sign-in form, with the email typed before.
  await expect(auth.signInForm().getByLabel('Email')).toHaveValue('switching@example.com');
  await expect(auth.signInForm().getByLabel('Password')).toHaveValue('');
});

test('when a signed-out visitor only looks at /auth, then the client does not start, and their first press is answered once it has', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refresh')) refreshes.push(r.method());
  });
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  // Nothing was done on the page: the build's markup is all there is, and the libraries wait.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);

  // The press that starts the client is not lost: the Sign Up tab opens.
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(new AuthPage(page).signUpForm().getByLabel('Username')).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The client adopted the page's own session check: one refresh for the whole visit.
  expect(refreshes).toEqual(['POST']);
  expect(problems).toEqual([]);
});

test('when a visitor types and presses Sign In before the client took over, then the form is sent once, with what they typed', async ({
  page,
}) => {
  // The session check is held, so the client cannot take the page over before the press.
  const checks = holdSessionChecks(page, [401]);
  const logins: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/login')) logins.push(r.postDataJSON());
  });
  const auth = new AuthPage(page);
  await page.goto('/auth');
  const form = auth.signInForm();
  await form.getByLabel('Email').fill('early@example.com');
  await form.getByLabel('Password').fill('typed-before-the-script');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  // Still on /auth, the form kept: the browser did not send it to the gateway itself.
  await expect(form.getByLabel('Email')).toHaveValue('early@example.com');
  // The button shows at once that the press was taken (the page's own rule, under its nonce).
  const signIn = form.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toHaveAttribute('aria-busy', 'true');
  await expect(signIn).toHaveCSS('opacity', '0.6');

  checks.answer();
  await expect(auth.toast('Login failed')).toBeVisible();
  await expect(signIn).not.toHaveAttribute('aria-busy');
  expect(logins).toEqual([{ email: 'early@example.com', password: 'typed-before-the-script' }]);
});
