import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createVerifiedLearner, signInAs } from '../support/learners';

const repo = path.resolve(__dirname, '..', '..');
const shellDist = path.join(repo, 'shell', 'dist');
const remotesFile = path.join(shellDist, 'remotes.json');
const nextBuildDir = path.join(repo, 'mf-account', 'dist', 'next');

/** Hash of every file of the shell's build output except the deploy-time remotes.json. */
function shellBuildHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (full !== remotesFile) hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(shellDist);
  return hash.digest('hex');
}

test.describe('deploying a remote without rebuilding the shell', () => {
  test.setTimeout(240_000);

  test('when remotes.json points at a second mf-account build, then the browser shows it and the shell build is untouched', async ({
    page,
  }) => {
    // A real second build of the remote, deployed beside the first (as an operator would).
    execFileSync('npm', ['run', 'build', '-w', 'mf-account', '--', '--output-path', nextBuildDir], {
      cwd: repo,
      env: { ...process.env, FFF_BUILD_LABEL: 'mf-account@1.0.1-canary' },
      stdio: 'pipe',
    });
    const original = fs.readFileSync(remotesFile, 'utf8');
    const before = shellBuildHash();
    const learner = await createVerifiedLearner(page.request);
    try {
      await signInAs(page, learner, '/more');
      await expect(page.locator('[data-build]')).toHaveAttribute('data-build', 'mf-account@1.0.0');

      const remotes = JSON.parse(original) as Record<string, { entry: string }>;
      remotes.mf_account = { entry: '/mf/account/next/mf-manifest.json' };
      fs.writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
      await page.reload();
      await expect(page.locator('[data-build]')).toHaveAttribute('data-build', 'mf-account@1.0.1-canary');
      await expect(page.getByText('v1.0.0')).toBeVisible();
    } finally {
      fs.writeFileSync(remotesFile, original);
      fs.rmSync(nextBuildDir, { recursive: true, force: true });
    }
    expect(shellBuildHash()).toBe(before);
  });
});
