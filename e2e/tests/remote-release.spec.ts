// A remote released while a learner has the page open (README.md "Releasing a remote"): the page keeps
// loading the version it started with, a reload brings the new one, and the rollback command restores
// the previous. Releases go where `npm start`'s gateway serves them (.data/releases or FFF_RELEASES_DIR);
// whatever an operator had there is put back afterwards.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localReleasesDir } from '../../gateway/src/release-layout.mjs';
import { ShellPage } from '../pages/shell';
import { createVerifiedLearner, signInAs } from '../support/learners';

const repo = path.resolve(__dirname, '..', '..');
const releasesDir = localReleasesDir(repo);
const STATE_FILES = ['remotes.json', 'history.json'].map((name) => path.join(releasesDir, name));

const release = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/release.mjs', ...args], { cwd: repo, encoding: 'utf8' }).trim();
const versionFolder = (version: string) => path.join(releasesDir, 'mf', 'social', version);

/** Every mf-social file the page fetches from now on, as "<status> <path>". */
function socialFiles(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/mf/social/')) seen.push(`${response.status()} ${pathname}`);
  });
  return seen;
}

test.describe('releasing a remote while learners have the page open', () => {
  test.setTimeout(300_000);

  test('when a new mf-social release is switched in, then an open page still loads its lazy screens from the old one, a reload brings the new one and rollback restores the old', async ({
    page,
  }) => {
    const saved = STATE_FILES.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined));
    const stored = new Set(fs.existsSync(versionFolder('')) ? fs.readdirSync(versionFolder('')) : []);
    try {
      // A real release build, then a second release differing in one file, as a one-sentence change would.
      const first = release('build', 'mf-social');
      const copy = path.join(releasesDir, '.staging', 'e2e-next');
      fs.rmSync(copy, { recursive: true, force: true });
      fs.cpSync(versionFolder(first), copy, { recursive: true });
      fs.appendFileSync(path.join(copy, 'remoteEntry.js'), '\n/* the next release */\n');
      const next = release('store', 'mf-social', copy);
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
      await expect(page.getByRole('region', { name: 'Current league' })).toBeVisible();
      expect(files).toContain(`200 /mf/social/${next}/remoteEntry.js`);
      expect(files.filter((f) => !f.startsWith(`200 /mf/social/${next}/`))).toEqual([]);

      expect(release('rollback', 'mf-social')).toContain(first);
      files.length = 0;
      await page.reload();
      await expect(page.getByRole('region', { name: 'Current league' })).toBeVisible();
      expect(files).toContain(`200 /mf/social/${first}/remoteEntry.js`);
    } finally {
      STATE_FILES.forEach((file, i) =>
        saved[i] ? fs.writeFileSync(file, saved[i]) : fs.rmSync(file, { force: true }),
      );
      const now = fs.existsSync(versionFolder('')) ? fs.readdirSync(versionFolder('')) : [];
      for (const version of now)
        if (!stored.has(version)) fs.rmSync(versionFolder(version), { recursive: true, force: true });
    }
  });
});
