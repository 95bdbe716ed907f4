// Tests of CI's lint checks (run by `npm test`, step "script tests"): each one fails on a small
// fixture that breaks its rule and passes on one that keeps it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { findCycles } from '../../check-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tmpDirs = [];
/** A fresh folder with `files` ({ relative path: text }); inside the repo when its config must apply. */
function fixture(files, { inRepo = false } = {}) {
  const dir = inRepo
    ? fs.mkdtempSync(path.join(root, 'scripts/lib/__tests__/.fixture-'))
    : fs.mkdtempSync(path.join(os.tmpdir(), 'fff-check-'));
  tmpDirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
after(() => tmpDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

test("when a feature imports another feature's internals, then ESLint fails; through its index it passes", async () => {
  const eslint = new ESLint({ cwd: root });
  const filePath = path.join(root, 'mf-account/src/features/profile/components/Fixture.tsx');
  const lint = async (code) =>
    (await eslint.lintText(code, { filePath }))[0].messages.filter(
      (m) => m.ruleId === 'fff/feature-boundaries',
    );
  const deep = await lint(
    "import { TermsText } from '../../legal/components/TermsText';\nexport const x = TermsText;\n",
  );
  assert.equal(deep.length, 1);
  assert.match(deep[0].message, /reaches into feature 'legal'/);
  assert.deepEqual(await lint("import { TermsText } from '../../legal';\nexport const x = TermsText;\n"), []);
  assert.deepEqual(await lint("import { x } from '../hooks/own';\nexport const y = x;\n"), []);
});

test('when production code imports a testing entry, then ESLint fails; test files may', async () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (file, from) =>
    (
      await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, {
        filePath: path.join(root, file),
      })
    )[0].messages.filter((m) => m.ruleId === 'no-restricted-imports');
  for (const [file, from] of [
    ['svc-identity/src/fixture.ts', '@fff/service-kit/testing'],
    ['packages/service-kit/src/fixture.ts', '@fff/service-kit/testing'],
    ['mf-learn/src/features/fixture.tsx', '@fff/platform/testing'],
  ]) {
    const found = await lint(file, from);
    assert.equal(found.length, 1, `${file} importing ${from}`);
    assert.match(found[0].message, /Test helpers are for tests only/);
  }
  assert.deepEqual(await lint('svc-identity/src/__tests__/fixture.test.ts', '@fff/service-kit/testing'), []);
  assert.deepEqual(await lint('mf-learn/src/testing/fixture.tsx', '@fff/platform/testing'), []);
  // The other boundaries still hold in test files.
  assert.equal((await lint('svc-identity/src/__tests__/fixture.test.ts', '@fff/domain/src/x')).length, 1);
});

test('when two modules import each other, then the cycle check fails and names them', () => {
  const dir = fixture({
    'src/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
    'src/b.ts': "import { a } from './a';\nexport const b = () => a();\n",
    'src/c.ts': "import { a } from './a';\nexport const c = a;\n",
  });
  const { status, output } = findCycles(['src/**/*.ts'], dir);
  assert.equal(status, 1);
  assert.match(output, /src\/(a\.ts -> src\/b|b\.ts -> src\/a)\.ts/);
});

test('when modules import in one direction only, then the cycle check passes', () => {
  const dir = fixture({
    'src/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
    'src/b.ts': 'export const b = () => 1;\n',
  });
  assert.equal(findCycles(['src/**/*.ts'], dir).status, 0);
});

test("when a file differs from the repository's prettier settings, then the format check fails", () => {
  const dir = fixture(
    {
      'bad.ts': 'export const greeting = "hello"\n',
      'good.ts': "export const greeting = 'hello';\n",
    },
    { inRepo: true },
  );
  const check = (file) => spawnSync(bin('prettier'), ['--check', path.join(dir, file)], { cwd: root }).status;
  assert.notEqual(check('bad.ts'), 0);
  assert.equal(check('good.ts'), 0);
});

const block = (name) =>
  `export function ${name}(items: number[]): number {\n` +
  '  let total = 0;\n' +
  '  for (const item of items) {\n' +
  '    if (item > 10) total += item * 2;\n' +
  '    else if (item > 5) total += item + 3;\n' +
  '    else total -= item;\n' +
  '  }\n' +
  '  return Math.max(0, Math.round(total / items.length));\n' +
  '}\n';

test('when two apps repeat a block of 6 lines or more, then the copy-paste check fails; in tests it is allowed', () => {
  const jscpd = (dir) =>
    spawnSync(bin('jscpd'), ['--config', path.join(root, '.jscpd.json'), '--silent', dir], { cwd: dir })
      .status;
  const repeated = fixture({ 'app-a/src/score.ts': block('score'), 'app-b/src/rank.ts': block('score') });
  assert.notEqual(jscpd(repeated), 0);
  const inTests = fixture({
    'app-a/src/__tests__/score.test.ts': block('score'),
    'app-b/src/__tests__/rank.test.ts': block('score'),
  });
  assert.equal(jscpd(inTests), 0);
});
