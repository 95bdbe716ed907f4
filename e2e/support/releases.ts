// Remote releases for the end-to-end tests (README.md "Releases"): the release command run as an
// operator would, in the folder `npm start`'s gateway serves (.data/releases or FFF_RELEASES_DIR).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { localReleasesDir } from '../../gateway/src/release-layout.mjs';

const repo = path.resolve(__dirname, '..', '..');
export const releasesDir = localReleasesDir(repo);
const STATE_FILES = ['remotes.json', 'history.json'].map((name) => path.join(releasesDir, name));

/** `npm run release -- <args>`; its output (a version, for build and store), trimmed. */
export const release = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/release.mjs', ...args], { cwd: repo, encoding: 'utf8' }).trim();

/** A remote's entry file, for derivedSocialRelease. */
export const REMOTE_ENTRY = /^remoteEntry\.js$/;

/** The folder of one stored mf-social release (or, with '', of them all). */
export const socialRelease = (version: string) => path.join(releasesDir, 'mf', 'social', version);

/**
 * Remembers what the releases folder serves now; the returned function puts it back and deletes the
 * mf-social versions stored since, so an operator's own releases outlive the test.
 */
export function keepReleaseState(): () => void {
  const saved = STATE_FILES.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined));
  const stored = () => (fs.existsSync(socialRelease('')) ? fs.readdirSync(socialRelease('')) : []);
  const before = new Set(stored());
  return () => {
    STATE_FILES.forEach((file, i) => {
      const content = saved[i];
      if (content) fs.writeFileSync(file, content);
      else fs.rmSync(file, { force: true });
    });
    for (const version of stored())
      if (!before.has(version)) fs.rmSync(socialRelease(version), { recursive: true, force: true });
  };
}

/**
 * Stores a second mf-social release: `version`'s files with the one named by `file` (a pattern, since
 * chunk names carry hashes) rewritten by `edit`. The build's .gz/.br copies of that file go: the
 * gateway would serve those instead.
 */
export function derivedSocialRelease(version: string, file: RegExp, edit: (text: string) => string): string {
  const copy = path.join(releasesDir, '.staging', `e2e-${Date.now()}`);
  fs.cpSync(socialRelease(version), copy, { recursive: true });
  const name = fs.readdirSync(copy).find((f) => file.test(f));
  if (!name) throw new Error(`no file ${String(file)} in mf-social ${version}`);
  const changed = path.join(copy, name);
  fs.writeFileSync(changed, edit(fs.readFileSync(changed, 'utf8')));
  for (const compressed of ['.gz', '.br']) fs.rmSync(`${changed}${compressed}`, { force: true });
  return release('store', 'mf-social', copy);
}

/** Every mf-social file the page fetches from now on, as "<status> <path>". */
export function socialFiles(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/mf/social/')) seen.push(`${response.status()} ${pathname}`);
  });
  return seen;
}
