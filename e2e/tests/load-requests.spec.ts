// Opening a screen only reads: on a cold load of each tab screen (and of /auth signed out) the page
// sends no write (POST, PUT, PATCH, DELETE) but its one session check, and asks for no API address
// twice. A write on opening (the referral share used to be one) or a duplicate read costs the
// services on every visit.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedLearner, type Learner } from '../support/learners';

/** Each screen and what shows once it is drawn. */
const SCREENS: Array<{
  path: string;
  signedIn: boolean;
  drawn: (page: Page, learner: Learner) => Promise<void>;
}> = [
  {
    path: '/auth',
    signedIn: false,
    drawn: (page) => expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible(),
  },
  {
    path: '/',
    signedIn: true,
    drawn: (page) =>
      expect(
        page.getByRole('heading', { level: 2 }).getByRole('button', { name: 'Prep School' }),
      ).toBeVisible(),
  },
  {
    path: '/league',
    signedIn: true,
    drawn: (page) => expect(page.getByRole('region', { name: 'Current league' })).toBeVisible(),
  },
  {
    path: '/friends',
    signedIn: true,
    drawn: (page) => expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible(),
  },
  {
    path: '/profile',
    signedIn: true,
    drawn: (page, learner) =>
      expect(page.getByRole('heading', { level: 1, name: learner.username })).toBeVisible(),
  },
  {
    path: '/more',
    signedIn: true,
    drawn: (page) => expect(page.getByText('v1.0.0')).toBeVisible(),
  },
];

/** The API calls of a cold load (fresh context: empty cache), signed in through the refresh cookie. */
async function apiCallsOnLoad(
  browser: Browser,
  learner: Learner,
  screen: (typeof SCREENS)[number],
): Promise<string[]> {
  const context = await browser.newContext();
  if (screen.signedIn) {
    const res = await context.request.post('/api/auth/login', {
      data: { email: learner.email, password: learner.password },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(screen.path);
  await screen.drawn(page, learner);
  // A drawn page (/auth, the tab screens) waits for the visitor before its client starts: a pointer
  // movement starts it, so the client's own calls are counted too.
  await page.mouse.move(40, 300);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await page.waitForLoadState('networkidle');
  await context.close();
  return calls;
}

test.describe('requests on load', () => {
  let learner: Learner;
  test.beforeAll(async ({ request }) => {
    learner = await createVerifiedLearner(request);
  });

  for (const screen of SCREENS) {
    test(`when ${screen.path} is opened on a cold cache, then it writes nothing and asks for nothing twice`, async ({
      browser,
    }) => {
      const calls = await apiCallsOnLoad(browser, learner, screen);
      // The session check is a POST by design (it rotates the refresh cookie), and there is one.
      const SESSION_CHECK = 'POST /api/auth/refresh';
      expect(calls.filter((c) => c === SESSION_CHECK).length).toBeLessThanOrEqual(1);
      expect(
        calls.filter((c) => !c.startsWith('GET ') && !c.startsWith('HEAD ') && c !== SESSION_CHECK),
        'writes sent by opening the screen',
      ).toEqual([]);
      const twice = calls.filter((c, i) => calls.indexOf(c) !== i);
      expect(twice, `asked twice (all calls: ${calls.join(', ')})`).toEqual([]);
    });
  }
});
