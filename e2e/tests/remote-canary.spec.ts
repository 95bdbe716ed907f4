// A canary of mf-social (README.md "Releases"): a stated share of learners, the same ones on every
// load, gets the next version; one for whom it fails to load is moved to the live version at once,
// kept there, and the failure is counted on svc-social's /metrics.
import { expect, test, type Page } from '@playwright/test';
import { learnerBucket } from '../../shell/src/lib/remotes/canary';
import { ShellPage } from '../pages/shell';
import { createVerifiedLearner, signInAs, startClient } from '../support/learners';
import {
  buildRelease,
  derivedSocialRelease,
  keepReleaseState,
  release,
  REMOTE_ENTRY,
  socialFiles,
} from '../support/releases';

/** svc-social's own port (services are reachable only beside the gateway, as under `npm start`). */
const SOCIAL_METRICS = 'http://127.0.0.1:4003/metrics';

/** remote_failures_total of mf_social `version` at `stage`, 0 when never counted. */
async function failures(version: string, stage: 'load' | 'start'): Promise<number> {
  const text = await (await fetch(SOCIAL_METRICS)).text();
  const label = `remote_failures_total{remote="mf_social",version="${version}",stage="${stage}"`;
  const line = text.split('\n').find((l) => l.startsWith(label));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

async function openLeague(page: Page): Promise<void> {
  await signInAs(page, await createVerifiedLearner(page.request), '/league');
  await expect(page.getByRole('region', { name: 'Current league' })).toBeVisible();
  await expect(new ShellPage(page).remoteFallback()).toHaveCount(0);
}

test.describe.serial('a canary of a remote', () => {
  test.setTimeout(300_000);
  let restore: () => void;
  let live: string;

  test.beforeAll(() => {
    restore = keepReleaseState();
    live = buildRelease('mf-social');
    release('switch', 'mf-social', live);
  });
  test.afterAll(() => restore?.());

  test('when a canary takes half the learners, then one inside that half gets it on every load and one outside never does', async ({
    browser,
  }) => {
    const next = derivedSocialRelease(live, REMOTE_ENTRY, (entry) => `${entry}\n/* the canary */\n`);
    release('canary', 'mf-social', next, '50');
    const keys = Array.from({ length: 200 }, (_, i) => `e2e-learner-${i}`);
    const inside = keys.find((key) => learnerBucket(key, 'mf_social') < 50)!;
    const outside = keys.find((key) => learnerBucket(key, 'mf_social') >= 50)!;
    for (const [key, expected] of [
      [inside, next],
      [outside, live],
    ]) {
      const context = await browser.newContext();
      // The key this browser keeps (canary.ts), set before the shell reads it.
      await context.addInitScript((k) => localStorage.setItem('fff-remote-key', k), key);
      const page = await context.newPage();
      const files = socialFiles(page);
      await openLeague(page);
      await page.reload();
      await startClient(page);
      await expect(page.getByRole('region', { name: 'Current league' })).toBeVisible();
      expect(files.filter((f) => f.endsWith('/remoteEntry.js'))).toEqual([
        `200 /mf/social/${expected}/remoteEntry.js`,
        `200 /mf/social/${expected}/remoteEntry.js`,
      ]);
      await context.close();
    }
  });

  /**
   * A learner opening League while `canary` is the next version for everyone: the page that failed at
   * `stage` loads again on `live` (both remote entries fetched), the failure is counted, and a reload
   * never asks for the canary again.
   */
  async function fallsBackFrom(page: Page, canary: string, stage: 'load' | 'start'): Promise<void> {
    release('canary', 'mf-social', canary, '100');
    const before = await failures(canary, stage);
    const files = socialFiles(page);
    await openLeague(page);
    expect(files).toContain(`200 /mf/social/${canary}/remoteEntry.js`);
    // The drawn League shows before the client took it over: the page loads again on live after.
    await expect.poll(() => files).toContain(`200 /mf/social/${live}/remoteEntry.js`);
    await expect.poll(() => failures(canary, stage)).toBe(before + 1);

    files.length = 0;
    await page.reload();
    await startClient(page);
    await expect(page.getByRole('region', { name: 'Current league' })).toBeVisible();
    expect(files.filter((f) => f.includes(canary))).toEqual([]);
  }

  test('when the canary fails to load, then the page loads again on the live version, which the learner keeps, and the failure is counted', async ({
    page,
  }) => {
    const broken = derivedSocialRelease(live, REMOTE_ENTRY, () => 'throw new Error("a broken release");\n');
    await fallsBackFrom(page, broken, 'load');
  });

  test('when the canary throws while drawing its screen, then the page loads again on the live version, which the learner keeps, and the failure is counted', async ({
    page,
  }) => {
    // The League screen's exposed module: its default export (`default:()=>f`) now throws when drawn.
    const crashing = derivedSocialRelease(live, /^__federation_expose_LeagueScreen\..*\.js$/, (chunk) => {
      const edited = chunk.replace(
        /default:\(\)=>\w+/,
        'default:()=>function(){throw new Error("canary crashed")}',
      );
      expect(edited).not.toBe(chunk);
      return edited;
    });
    await fallsBackFrom(page, crashing, 'start');
  });
});
