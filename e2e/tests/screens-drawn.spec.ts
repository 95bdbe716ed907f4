// League, Friends, Profile and More drawn on the server for the signed-in learner, as Learn is
// (shell/src/server, docs/learner-page-render.md): each page arrives whole with the learner's data,
// the client takes the drawn markup over (hydrates) without an error and without asking the screen's
// calls again, and a tap made before the client started is not lost.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedLearner, type Learner } from '../support/learners';

/** Each screen, what of the learner's data its drawn page shows, and a tap that must work at once. */
const SCREENS: Array<{
  path: string;
  drawn: (page: Page, learner: Learner) => Promise<void>;
  tap: (page: Page) => Promise<void>;
}> = [
  {
    path: '/league',
    drawn: async (page, learner) => {
      await expect(page.getByRole('region', { name: 'Current league' })).toContainText('Teaspoon Tier');
      await expect(page.getByRole('main')).toContainText(learner.username);
    },
    tap: async (page) => {
      await page.getByRole('tab', { name: 'Leagues' }).click();
      await expect(page.getByRole('list', { name: 'Leagues by minimum XP' })).toBeVisible();
    },
  },
  {
    path: '/friends',
    drawn: (page) => expect(page.getByRole('heading', { name: 'No friends yet', level: 2 })).toBeVisible(),
    tap: async (page) => {
      await page.getByRole('tab', { name: 'Find' }).click();
      await expect(page.getByRole('tab', { name: 'Find' })).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    path: '/profile',
    drawn: async (page, learner) => {
      await expect(page.getByRole('heading', { level: 1, name: learner.username })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Awards & Achievements' })).toContainText(
        '0 of 19 unlocked',
      );
    },
    tap: async (page) => {
      await page.getByRole('button', { name: 'Start Learning' }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  },
  {
    path: '/more',
    drawn: (page) => expect(page.getByText('Your code:')).toBeVisible(),
    tap: async (page) => {
      await page.getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    },
  },
];

/** A fresh context (empty cache) signed in through the API: it holds the refresh and page cookies. */
async function signedInPage(browser: Browser, learner: Learner, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  const res = await context.request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { context, page: await context.newPage() };
}

/** Console errors and uncaught ones (React reports a failed hydration so, error 418 in production). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('the tab screens drawn on the server', () => {
  let learner: Learner;
  test.beforeAll(async ({ request }) => {
    learner = await createVerifiedLearner(request);
  });

  for (const screen of SCREENS) {
    test(`when a learner opens ${screen.path} with scripts off, then their page is all there`, async ({
      browser,
    }) => {
      const { context, page } = await signedInPage(browser, learner, false);
      const answer = await page.goto(screen.path);
      expect(answer?.headers()['x-fff-rendered']).toBe('learner');
      expect(answer?.headers()['cache-control']).toBe('no-store');
      await screen.drawn(page, learner);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // The page's CSP refuses style attributes: a drawn element must carry its looks in rules.
      expect(await page.locator('#root [style]').count()).toBe(0);
      await context.close();
    });

    test(`when the client of ${screen.path} starts, then it takes the drawn page over without an error or a second read`, async ({
      browser,
    }) => {
      const { context, page } = await signedInPage(browser, learner);
      const errors = collectErrors(page);
      const calls: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}`);
      });
      await page.goto(screen.path);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', screen.path);
      const heading = await page.locator('main h1').elementHandle();
      // A pointer movement starts the client (prerender/client-start.ts).
      await page.mouse.move(40, 300);
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
      await page.waitForLoadState('networkidle');
      // Hydrated, not drawn afresh: the heading the server drew is still the one on screen.
      expect(await heading?.evaluate((el) => el.isConnected)).toBe(true);
      // The store starts from the answers the server's render used: the session check goes out alone.
      expect(calls).toEqual(['POST /api/auth/refresh']);
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`when the learner taps ${screen.path} before its client started, then the tap works`, async ({
      browser,
    }) => {
      const { context, page } = await signedInPage(browser, learner);
      const errors = collectErrors(page);
      await page.goto(screen.path);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', screen.path);
      await screen.tap(page);
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
