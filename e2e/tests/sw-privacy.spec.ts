import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth';
import { createVerifiedLearner, signInAs } from '../support/learners';

// Issue 37: the service worker stored the learner's server-drawn page (their email, friends'
// messages) in Cache Storage and kept it after sign-out.

/** Every cached entry of this origin: its cache, address, type and whether it holds `text`. */
function cachedEntries(page: Page, text: string) {
  return page.evaluate(async (needle) => {
    const entries: Array<{ cache: string; url: string; type: string; holds: boolean }> = [];
    for (const cache of await caches.keys()) {
      const store = await caches.open(cache);
      for (const request of await store.keys()) {
        const response = await store.match(request);
        const body = response ? await response.clone().text() : '';
        entries.push({
          cache,
          url: new URL(request.url).pathname,
          type: response?.headers.get('content-type') ?? '',
          holds: body.includes(needle),
        });
      }
    }
    return entries;
  }, text);
}

test.describe('service worker privacy', () => {
  test('when a learner opens their pages and signs out, then no cache holds a page of theirs and the caches are cleared', async ({
    page,
  }) => {
    const learner = await createVerifiedLearner(page.request);
    await signInAs(page, learner, '/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // Reload so the worker controls the page and sees the navigations.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto('/settings');
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();

    const before = await cachedEntries(page, learner.email);
    expect(before.some((e) => e.cache.startsWith('fff-shell-'))).toBe(true);
    expect(
      before.filter((e) => e.holds || e.url === '/' || e.url === '/settings' || e.url.startsWith('/api/')),
    ).toEqual([]);

    await new AuthPage(page).signOutFromSettings();
    await expect(page).toHaveURL(/\/auth$/);
    // The precached shell goes with every other cache; files the sign-in page loads afterwards may return.
    await expect
      .poll(async () =>
        (await cachedEntries(page, learner.email)).filter((e) => e.holds || e.cache.startsWith('fff-shell-')),
      )
      .toEqual([]);
  });
});
