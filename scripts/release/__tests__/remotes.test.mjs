// node --test scripts/release/__tests__ (run by `npm test`, step "script tests").
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  listReleases,
  pruneReleases,
  rollbackRemote,
  setCanary,
  storeRelease,
  switchRemote,
  withReleaseLock,
} from '../remotes.mjs';

const BASE = {
  mf_learn: { entry: '/mf/learn/mf-manifest.json' },
  mf_social: { entry: '/mf/social/mf-manifest.json' },
};

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'fff-release-'));
}

/** A finished remote build in a staging folder, its content depending on `label`. */
function fakeBuild(releasesDir, label) {
  const dir = path.join(releasesDir, '.staging', label);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_social', label }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  return dir;
}

const served = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8'));

test('when a build is stored, then it gets a content-hash version folder and the staging folder is gone', () => {
  const dir = tempDir();
  const staging = fakeBuild(dir, 'one');
  const version = storeRelease(dir, 'mf-social', staging, '1.2.3');
  assert.match(version, /^1\.2\.3-[0-9a-f]{10}$/);
  assert.ok(fs.existsSync(path.join(dir, 'mf', 'social', version, 'remoteEntry.js')));
  assert.ok(!fs.existsSync(staging));
});

test('when the same build is stored twice, then it keeps one version and the stored folder is untouched', () => {
  const dir = tempDir();
  const first = storeRelease(dir, 'mf-social', fakeBuild(dir, 'same'), '1.0.0');
  const entry = path.join(dir, 'mf', 'social', first, 'remoteEntry.js');
  const before = fs.statSync(entry).mtimeMs;
  const second = storeRelease(dir, 'mf-social', fakeBuild(dir, 'same'), '1.0.0');
  assert.equal(second, first);
  assert.equal(fs.statSync(entry).mtimeMs, before);
  assert.deepEqual(listReleases(dir, 'mf-social', BASE).versions, [first]);
});

test('when a folder is not a remote build or the app is not a remote, then storing refuses and says why', () => {
  const dir = tempDir();
  const empty = path.join(dir, 'empty');
  fs.mkdirSync(empty);
  assert.throws(() => storeRelease(dir, 'mf-social', empty, '1.0.0'), /no mf-manifest\.json/);
  assert.throws(() => storeRelease(dir, 'shell', fakeBuild(dir, 'x'), '1.0.0'), /not a remote app/);
});

test('when a version is switched in, then only its remote entry changes in the served list', () => {
  const dir = tempDir();
  const version = storeRelease(dir, 'mf-social', fakeBuild(dir, 'one'), '1.0.0');
  const { previous } = switchRemote(dir, 'mf-social', version, BASE);
  assert.equal(previous, '/mf/social/mf-manifest.json');
  assert.deepEqual(served(dir), {
    mf_learn: BASE.mf_learn,
    mf_social: { entry: `/mf/social/${version}/mf-manifest.json` },
  });
  assert.deepEqual(
    fs.readdirSync(dir).filter((f) => f.endsWith('.tmp')),
    [],
  );
});

test('when a version that was not built (or a made-up one) is switched to, then nothing changes', () => {
  const dir = tempDir();
  assert.throws(() => switchRemote(dir, 'mf-social', '1.0.0-0123456789', BASE), /was not built here/);
  assert.throws(() => switchRemote(dir, 'mf-social', '../../etc', BASE), /not a release version/);
  assert.ok(!fs.existsSync(path.join(dir, 'remotes.json')));
});

test('when two switches are rolled back one by one, then each restores the entry before it, down to the shell build', () => {
  const dir = tempDir();
  const one = storeRelease(dir, 'mf-social', fakeBuild(dir, 'one'), '1.0.0');
  const two = storeRelease(dir, 'mf-social', fakeBuild(dir, 'two'), '1.0.1');
  switchRemote(dir, 'mf-social', one, BASE);
  switchRemote(dir, 'mf-social', two, BASE);
  assert.equal(rollbackRemote(dir, 'mf-social', BASE), `/mf/social/${one}/mf-manifest.json`);
  assert.equal(served(dir).mf_social.entry, `/mf/social/${one}/mf-manifest.json`);
  assert.equal(rollbackRemote(dir, 'mf-social', BASE), '/mf/social/mf-manifest.json');
  assert.throws(() => rollbackRemote(dir, 'mf-social', BASE), /no earlier version/);
  // Rolled back, the versions stay stored: a page opened on them still loads their chunks.
  assert.deepEqual(listReleases(dir, 'mf-social', BASE).versions, [one, two]);
});

test('when releases are pruned, then the newest N and the live version stay, older ones go', () => {
  const dir = tempDir();
  const versions = ['a', 'b', 'c', 'd'].map((label) =>
    storeRelease(dir, 'mf-social', fakeBuild(dir, label), '1.0.0'),
  );
  switchRemote(dir, 'mf-social', versions[0], BASE);
  const removed = pruneReleases(dir, 'mf-social', 2, BASE);
  assert.deepEqual(removed, [versions[1]]);
  assert.deepEqual(listReleases(dir, 'mf-social', BASE).versions, [versions[0], versions[2], versions[3]]);
  assert.throws(() => pruneReleases(dir, 'mf-social', 0, BASE), /at least 1/);
});

test('when a release command already holds the lock, then a second one refuses instead of interleaving', () => {
  const dir = tempDir();
  withReleaseLock(dir, () => {
    assert.throws(() => withReleaseLock(dir, () => 'inner'), /another release command is running/);
  });
  assert.equal(
    withReleaseLock(dir, () => 'free again'),
    'free again',
  );
});

test('when a canary is started, then the live entry stays and the next one names the version and share; switch promotes it, off ends it', () => {
  const dir = tempDir();
  const one = storeRelease(dir, 'mf-social', fakeBuild(dir, 'one'), '1.0.0');
  const two = storeRelease(dir, 'mf-social', fakeBuild(dir, 'two'), '1.0.1');
  switchRemote(dir, 'mf-social', one, BASE);
  setCanary(dir, 'mf-social', two, 50, BASE);
  assert.deepEqual(served(dir).mf_social, {
    entry: `/mf/social/${one}/mf-manifest.json`,
    next: { entry: `/mf/social/${two}/mf-manifest.json`, share: 50 },
  });
  // Pruning never takes the canary's folder.
  assert.deepEqual(pruneReleases(dir, 'mf-social', 1, BASE), []);
  setCanary(dir, 'mf-social', undefined, 0, BASE);
  assert.deepEqual(served(dir).mf_social, { entry: `/mf/social/${one}/mf-manifest.json` });
  setCanary(dir, 'mf-social', two, 10, BASE);
  switchRemote(dir, 'mf-social', two, BASE);
  assert.deepEqual(served(dir).mf_social, { entry: `/mf/social/${two}/mf-manifest.json` });
});

test('when a canary names a share out of range or a version not built, then nothing changes', () => {
  const dir = tempDir();
  const one = storeRelease(dir, 'mf-social', fakeBuild(dir, 'one'), '1.0.0');
  assert.throws(() => setCanary(dir, 'mf-social', one, 101, BASE), /0 to 100/);
  assert.throws(() => setCanary(dir, 'mf-social', one, Number.NaN, BASE), /0 to 100/);
  assert.throws(() => setCanary(dir, 'mf-social', '1.0.0-0123456789', 5, BASE), /was not built here/);
  assert.ok(!fs.existsSync(path.join(dir, 'remotes.json')));
});
