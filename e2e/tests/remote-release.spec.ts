// A remote released while a learner has the page open (README.md "Releases"): the page keeps loading
// the version it started with, a reload brings the new one, and the rollback command restores the
// previous. Whatever an operator had in the releases folder is put back afterwards.
import { expect, test } from '@playwright/test';
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

test.describe('releasing a remote while learners have the page open', () => {
  test.setTimeout(300_000);

  test('when a new mf-social release is switched in, then an open page still loads its lazy screens from the old one, a reload brings the new one and rollback restores the old', async ({
    page,
  }) => {
    const restore = keepReleaseState();
    try {
      // A real release build, then a second release differing in one file, as a one-sentence change would.
      const first = buildRelease('mf-social');
      const next = derivedSocialRelease(first, REMOTE_ENTRY, (entry) => `${entry}\n/* the next release */\n`);
      expect(next).not.toBe(first);
      release('switch', 'mf-social', first);
      const shell = new ShellPage(page);
      const files = socialFiles(page);
      await signInAs(page, await createVerifiedLearner(page.request), '/friends');
      await expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
      expect(files.length).toBeGreaterThan(0);
      expect(files.every((f) => f.startsWith(`200 /mf/social/${first}/`))).toBe(true);

      release('switch', 'mf-social', next);
      files.length = 0;
      await shell.navLink('League').click();
      await expect(page.getByRole('region', { name: 'Current league' })).toBeVisible();
      await expect(shell.remoteFallback()).toHaveCount(0);
      // The League screen's lazy files came from the version this page started with.
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((f) => !f.startsWith(`200 /mf/social/${first}/`))).toEqual([]);

      files.length = 0;
      await page.reload();
      await startClient(page);
      await expect(page.getByRole('region', { name: 'Current league' })).toBeVisible();
      expect(files).toContain(`200 /mf/social/${next}/remoteEntry.js`);
      expect(files.filter((f) => !f.startsWith(`200 /mf/social/${next}/`))).toEqual([]);

      expect(release('rollback', 'mf-social')).toContain(first);
      files.length = 0;
      await page.reload();
      await startClient(page);
      await expect(page.getByRole('region', { name: 'Current league' })).toBeVisible();
      expect(files).toContain(`200 /mf/social/${first}/remoteEntry.js`);
    } finally {
      restore();
    }
  });
});
