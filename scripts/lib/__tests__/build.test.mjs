// node --test scripts/lib/__tests__ (run by `npm test`, step "script tests").
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildReason } from '../build.mjs';

const app = { name: 'mf-x', output: 'dist/mf-manifest.json' };

/** A workspace with one source file, one package file and the given dist files, each at its own time. */
function workspace({ source, pkg, dist }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-build-reason-'));
  const write = (file, seconds) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, 'x');
    fs.utimesSync(full, seconds, seconds);
  };
  write('mf-x/src/index.ts', source);
  write('packages/ui/src/index.ts', pkg);
  for (const [file, seconds] of Object.entries(dist)) write(`mf-x/dist/${file}`, seconds);
  return root;
}

test('when the output is missing, then the app is built', () => {
  assert.equal(buildReason(workspace({ source: 100, pkg: 100, dist: {} }), app), 'missing');
});

test('when a package changed after the last build, then the app is stale', () => {
  const root = workspace({ source: 100, pkg: 300, dist: { 'mf-manifest.json': 200, 'mf-stats.json': 200 } });
  assert.equal(buildReason(root, app), 'stale');
});

test('when the last build left its unchanged manifest untouched but wrote other files, then the app is current', () => {
  const root = workspace({ source: 100, pkg: 300, dist: { 'mf-manifest.json': 200, 'mf-stats.json': 400 } });
  assert.equal(buildReason(root, app), undefined);
});
