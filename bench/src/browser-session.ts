// What the bench's browser runs share: signing a browser context in the way the app keeps a session,
// the element that says Learn's content is on screen, and the page's own LCP and CLS.
import type { APIRequestContext, Page } from 'playwright-core';

/** Learn's first level card: the content a signed-in learner came for. */
export const LEARN_READY = 'h2 button:has-text("Prep School")';

/**
 * Signs the context in: the refresh cookie the login sets restores the app's in-memory token when a
 * page loads, as after a real sign-in.
 */
export async function signInContext(
  request: APIRequestContext,
  gateway: string,
  viewer: { email: string; password: string },
): Promise<void> {
  const login = await request.post(`${gateway}/api/auth/login`, {
    data: { email: viewer.email, password: viewer.password },
  });
  if (!login.ok()) throw new Error(`login answered ${login.status()}`);
}

const VITALS = `new Promise((resolve) => {
  let lcp = 0; let cls = 0;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) lcp = Math.max(lcp, e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve({ lcp, cls }), 300);
})`;

/** The page's LCP (ms after navigation) and CLS so far, as the browser reports them. */
export async function pageVitals(page: Page): Promise<{ lcp: number; cls: number }> {
  return (await page.evaluate(VITALS)) as { lcp: number; cls: number };
}
