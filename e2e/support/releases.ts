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

/**
 * `release build <app>`, its version. The platform under test runs this checkout's services, so the
 * build is not held to their last released documents (the version-skew refusal).
 */
export const buildRelease = (app: ReleasedApp) => release('build', app, '--services-deployed');

/** A remote's entry file, for derivedSocialRelease. */
export const REMOTE_ENTRY = /^remoteEntry\.js$/;

/** The folder of one stored release of the remote under /mf/<segment>/ (or, with '', of them all). */
const storedRelease = (segment: string, version: string) => path.join(releasesDir, 'mf', segment, version);

/** The remotes the tests release, by their segment under /mf/. */
const SEGMENTS = ['learn', 'social'];

/**
 * Remembers what the releases folder serves now; the returned function puts it back and deletes the
 * versions stored since, so an operator's own releases outlive the test.
 */
export function keepReleaseState(): () => void {
  const saved = STATE_FILES.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined));
  const stored = () =>
    SEGMENTS.flatMap((segment) => {
      const dir = storedRelease(segment, '');
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((version) => storedRelease(segment, version)) : [];
    });
  const before = new Set(stored());
  return () => {
    STATE_FILES.forEach((file, i) => {
      const content = saved[i];
      if (content) fs.writeFileSync(file, content);
      else fs.rmSync(file, { force: true });
    });
    for (const folder of stored())
      if (!before.has(folder)) fs.rmSync(folder, { recursive: true, force: true });
  };
}

type ReleasedApp = 'mf-learn' | 'mf-social';

/** A copy of a stored release in the staging folder, for `release store`. */
function stagingCopy(app: ReleasedApp, version: string): string {
  const copy = path.join(releasesDir, '.staging', `e2e-${Date.now()}`);
  fs.cpSync(storedRelease(app.replace('mf-', ''), version), copy, { recursive: true });
  return copy;
}

/** Stores another release of `app`: `version`'s files without `relative` (a file or folder). */
export function releaseWithout(app: ReleasedApp, version: string, relative: string): string {
  const copy = stagingCopy(app, version);
  if (!fs.existsSync(path.join(copy, relative))) throw new Error(`${app} ${version} has no ${relative}`);
  fs.rmSync(path.join(copy, relative), { recursive: true, force: true });
  return release('store', app, copy);
}

/**
 * Stores another release of `app`: `version`'s files, each `.js` file (server entry included) passed
 * through `edit`, which answers the new text or undefined to leave it. The build's .gz/.br copies of a
 * changed file go: the gateway would serve those instead. Throws when `edit` changed nothing.
 */
export function derivedRelease(
  app: ReleasedApp,
  version: string,
  edit: (name: string, text: string) => string | undefined,
): string {
  const copy = stagingCopy(app, version);
  const files = fs.readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  let changed = 0;
  for (const name of files) {
    const file = path.join(copy, name);
    const edited = edit(path.basename(name), fs.readFileSync(file, 'utf8'));
    if (edited === undefined) continue;
    fs.writeFileSync(file, edited);
    for (const compressed of ['.gz', '.br']) fs.rmSync(`${file}${compressed}`, { force: true });
    changed += 1;
  }
  if (changed === 0) throw new Error(`the edit changed no file of ${app} ${version}`);
  return release('store', app, copy);
}

/**
 * Stores a second mf-social release: `version`'s files with the one named by `file` (a pattern, since
 * chunk names carry hashes) rewritten by `edit`.
 */
export function derivedSocialRelease(version: string, file: RegExp, edit: (text: string) => string): string {
  let found = false;
  return derivedRelease('mf-social', version, (name, text) => {
    if (!file.test(name) || found) return undefined;
    found = true;
    return edit(text);
  });
}

/** Every file of the remote under /mf/<segment>/ the page fetches from now on, as "<status> <path>". */
export function remoteFiles(page: Page, segment: 'learn' | 'social'): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith(`/mf/${segment}/`)) seen.push(`${response.status()} ${pathname}`);
  });
  return seen;
}

/** Every mf-social file the page fetches from now on, as "<status> <path>". */
export const socialFiles = (page: Page) => remoteFiles(page, 'social');
