// The renderer draws Learn from the live mf-learn release (docs/learner-page-render.md): a release
// with a changed Learn screen, switched in, is what the server draws on the next load, with no build of
// the shell or its renderer, and the page the browser hydrates comes from that same release.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedLearner, type Learner } from '../support/learners';
import {
  buildRelease,
  derivedRelease,
  keepReleaseState,
  release,
  releaseWithout,
  remoteFiles,
} from '../support/releases';

const SUBTITLE = 'Pick your level and start cooking up skills.';
const CHANGED = 'Pick your level: the next release of Learn.';
const rendererBuild = path.resolve(__dirname, '..', '..', 'shell', 'dist-server');

/** Hash of the renderer's build: it must not change for a mf-learn release to be drawn. */
function rendererHash(): string {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(rendererBuild).sort())
    hash.update(name).update(fs.readFileSync(path.join(rendererBuild, name)));
  return hash.digest('hex');
}

/** A context holding the learner's page cookie, scripts on or off. */
async function signedIn(browser: Browser, learner: Learner, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const res = await context.request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

/** The class names on the screen, in document order (styled-components' names carry its numbering). */
const classNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root [class]')].map((e) => `${e.tagName}.${e.getAttribute('class')}`),
  );

test.describe.serial('Learn drawn from the live mf-learn release', () => {
  test.setTimeout(300_000);
  let restore: () => void;
  let first: string;

  test.beforeAll(() => {
    restore = keepReleaseState();
    first = buildRelease('mf-learn');
  });
  test.afterAll(() => restore?.());

  test('when a release with a changed Learn screen is switched in, then the server draws the change without a shell build, and the browser runs the same release', async ({
    browser,
    request,
  }) => {
    const before = rendererHash();
    // The same screen with one sentence changed, in the browser's chunk and in the server entry alike.
    const next = derivedRelease('mf-learn', first, (_name, text) =>
      text.includes(SUBTITLE) ? text.split(SUBTITLE).join(CHANGED) : undefined,
    );
    release('switch', 'mf-learn', first);
    const learner = await createVerifiedLearner(request);
    const noScripts = await signedIn(browser, learner, false);
    const page = await noScripts.newPage();
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', /.+/);
    await expect(page.getByText(SUBTITLE)).toBeVisible();

    release('switch', 'mf-learn', next);
    const answer = await page.reload();
    const html = (await answer?.text()) ?? '';
    expect(html).toContain(CHANGED);
    expect(html).not.toContain(SUBTITLE);
    await expect(page.getByText(CHANGED)).toBeVisible();
    await noScripts.close();

    // With scripts on: the client loads the same release, so hydration keeps the server's markup and
    // its class names are those a client render of that release gives.
    const withScripts = await signedIn(browser, learner, true);
    const live = await withScripts.newPage();
    const learnFiles = remoteFiles(live, 'learn');
    const problems: string[] = [];
    live.on('pageerror', (e) => problems.push(e.message));
    await live.goto('/');
    await expect(live.locator('#root')).toHaveAttribute('data-prerendered', '/');
    await expect(live.getByRole('heading', { name: /^Daily Quests/ })).toBeVisible();
    const drawn = await classNames(live);
    await live.getByText(CHANGED).click();
    await expect(live.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(live.getByText(CHANGED)).toBeVisible();
    expect(learnFiles.length).toBeGreaterThan(0);
    expect(learnFiles.filter((f) => !f.startsWith(`200 /mf/learn/${next}/`))).toEqual([]);
    await live.goto('/?fresh=1');
    await expect(live.getByText(CHANGED)).toBeVisible();
    await expect(live.getByRole('heading', { name: /^Daily Quests/ })).toBeVisible();
    expect(await classNames(live)).toEqual(drawn);
    expect(problems).toEqual([]);
    await withScripts.close();

    expect(rendererHash()).toBe(before);
  });

  test('when the live release has no server entry (built before mf-learn emitted one), then the renderer answers the plain page and the browser draws Learn from that release', async ({
    browser,
    request,
  }) => {
    const older = releaseWithout('mf-learn', first, 'server');
    release('switch', 'mf-learn', older);
    const learner = await createVerifiedLearner(request);
    const context = await signedIn(browser, learner, true);
    const page = await context.newPage();
    const learnFiles = remoteFiles(page, 'learn');
    const answer = await page.goto('/');
    expect(await answer?.text()).not.toContain('data-rendered-for');
    await expect(page.getByText(SUBTITLE)).toBeVisible();
    expect(learnFiles.length).toBeGreaterThan(0);
    expect(learnFiles.filter((f) => !f.startsWith(`200 /mf/learn/${older}/`))).toEqual([]);

    // Switched back to a release with its entry, the next load is drawn again.
    release('switch', 'mf-learn', first);
    const drawn = await page.goto('/');
    expect(await drawn?.text()).toContain('data-rendered-for');
    await context.close();
  });
});
