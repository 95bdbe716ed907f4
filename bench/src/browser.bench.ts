// Cold loads in Chromium through the gateway (a fresh context each: empty HTTP cache): JavaScript
// bytes on the wire (compressed, as sent), LCP, CLS and the time until the first useful content.
import { chromium, type BrowserContext, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { LEARN_READY, pageVitals, signInContext } from './browser-session';
import type { Platform } from './platform';

/** One page's cold-load figures. */
export interface PageRow {
  page: string;
  jsBytes: number;
  jsFiles: number;
  lcpMs: number;
  cls: number;
  /** Time from navigation until the content the learner came for is visible. */
  readyMs: number;
}

export const JS_LIMIT_BYTES = 200 * 1024;
export const LCP_LIMIT_MS = 2500;
export const CLS_LIMIT = 0.05;

async function coldLoad(context: BrowserContext, url: string, name: string, ready: string): Promise<PageRow> {
  const page = await context.newPage();
  const scripts: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r);
  });
  await page.goto(url);
  await page.waitForSelector(ready, { state: 'visible', timeout: 30_000 });
  const readyMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.map(async (r) => (await r.request().sizes()).responseBodySize));
  const { lcp, cls } = await pageVitals(page);
  await page.close();
  return {
    page: name,
    jsBytes: sizes.reduce((s, n) => s + n, 0),
    jsFiles: scripts.length,
    lcpMs: lcp,
    cls,
    readyMs,
  };
}

/** /auth signed out, and Learn signed in as `viewer`, each on a cold cache. */
export async function runBrowserBench(
  platform: Platform,
  viewer: { email: string; password: string },
): Promise<PageRow[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const rows: PageRow[] = [];
    const signedOut = await browser.newContext();
    rows.push(
      await coldLoad(
        signedOut,
        `${platform.gateway}/auth`,
        '/auth (signed out)',
        'form[aria-label="Sign In"]',
      ),
    );
    await signedOut.close();

    const signedIn = await browser.newContext();
    await signInContext(signedIn.request, platform.gateway, viewer);
    rows.push(await coldLoad(signedIn, `${platform.gateway}/`, 'Learn (signed in)', LEARN_READY));
    await signedIn.close();
    return rows;
  } finally {
    await browser.close();
  }
}
