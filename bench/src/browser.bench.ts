// Cold loads in Chromium through the gateway (a fresh context each: empty HTTP cache, a phone's
// viewport): for /auth signed out and every tab screen signed in, the JavaScript bytes on the wire
// (compressed, as sent) once the client has started, LCP, CLS and the time until the first useful
// content. /auth and Learn come whole from the server and start their client at the visitor's
// first interaction: the bench presses a key once the content shows, as a visitor would act, and
// counts what that loads too.
import { chromium, type BrowserContext, type Page, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { LEARN_READY, pageVitals, signInContext } from './browser-session';
import type { Platform } from './platform';

/** One page's cold-load figures. */
export interface PageRow {
  page: string;
  jsBytes: number;
  jsFiles: number;
  /** Each script's path and bytes on the wire, largest first. */
  scripts: Array<{ path: string; bytes: number }>;
  lcpMs: number;
  cls: number;
  /** Time from navigation until the content the learner came for is visible. */
  readyMs: number;
}

export const JS_LIMIT_BYTES = 200 * 1024;
export const LCP_LIMIT_MS = 2500;
export const CLS_LIMIT = 0.05;

/** A phone (Lighthouse's mobile preset's screen), as the issue measures. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Each screen measured: its address, whether signed in, and what shows once it is drawn. */
export const SCREENS: Array<{ page: string; path: string; signedIn: boolean; ready: string }> = [
  { page: '/auth (signed out)', path: '/auth', signedIn: false, ready: 'form[aria-label="Sign In"]' },
  { page: 'Learn', path: '/', signedIn: true, ready: LEARN_READY },
  { page: 'League', path: '/league', signedIn: true, ready: 'role=region[name="Current league"]' },
  { page: 'Friends', path: '/friends', signedIn: true, ready: 'role=heading[level=1][name="Friends"]' },
  { page: 'Profile', path: '/profile', signedIn: true, ready: 'role=list[name="Achievements"]' },
  { page: 'More', path: '/more', signedIn: true, ready: 'text=v1.0.0' },
  { page: 'Settings', path: '/settings', signedIn: true, ready: 'role=heading[level=1][name="Settings"]' },
];

async function scriptBytes(scripts: Response[]): Promise<PageRow['scripts']> {
  const out = await Promise.all(
    scripts.map(async (r) => ({
      path: new URL(r.url()).pathname,
      bytes: (await r.request().sizes()).responseBodySize,
    })),
  );
  return out.sort((a, b) => b.bytes - a.bytes);
}

/** Starts the client the way a visitor does: a key press (a no-op where it started by itself). */
async function startClient(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForLoadState('networkidle');
  // The client's own lazy imports (the layout, the screen's remote) follow its first render.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
}

async function coldLoad(
  context: BrowserContext,
  url: string,
  screen: (typeof SCREENS)[number],
): Promise<PageRow> {
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') responses.push(r);
  });
  await page.goto(url);
  await page.waitForSelector(screen.ready, { state: 'visible', timeout: 30_000 });
  const readyMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const { lcp, cls } = await pageVitals(page);
  await startClient(page);
  const scripts = await scriptBytes(responses);
  await page.close();
  return {
    page: screen.page,
    jsBytes: scripts.reduce((s, f) => s + f.bytes, 0),
    jsFiles: scripts.length,
    scripts,
    lcpMs: lcp,
    cls,
    readyMs,
  };
}

/** Every screen of SCREENS (or those named in `only`), each on a cold cache; signed in as `viewer`. */
export async function runBrowserBench(
  platform: Platform,
  viewer: { email: string; password: string },
  only?: string[],
): Promise<PageRow[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const rows: PageRow[] = [];
    for (const screen of SCREENS.filter((s) => !only || only.includes(s.path))) {
      const context = await browser.newContext(PHONE);
      if (screen.signedIn) await signInContext(context.request, platform.gateway, viewer);
      rows.push(await coldLoad(context, `${platform.gateway}${screen.path}`, screen));
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}
