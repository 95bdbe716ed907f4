// node --test scripts/lib/__tests__ (run by `npm test`, step "script tests"): the app boundaries of
// eslint.config.mjs that no-restricted-imports alone does not give (dynamic imports, the renderer).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The boundary rules' messages for `code` linted as the file `file` (which need not exist). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => /no-restricted-(imports|syntax)$/.test(m.ruleId ?? ''))
    .map((m) => m.message);
}

test("when an app import()s another app's file, then ESLint fails; its own files it may", async () => {
  const load = (from) => `export const load = () => import('${from}');\n`;
  assert.equal((await boundaryErrors('shell/src/fixture.ts', load('../../mf-learn/src/app/x'))).length, 1);
  assert.equal(
    (await boundaryErrors('mf-social/src/fixture.ts', load('../../svc-social/src/app'))).length,
    1,
  );
  assert.deepEqual(await boundaryErrors('shell/src/fixture.ts', load('./app/layout/AppLayout')), []);
  assert.deepEqual(await boundaryErrors('mf-learn/src/fixture.ts', load('./features/learn')), []);
});

test("when the renderer imports mf-learn, then only the server entry's type passes", async () => {
  const file = 'shell/src/server/fixture.ts';
  const entry = '../../../mf-learn/src/server/learn-render';
  assert.deepEqual(
    await boundaryErrors(
      file,
      `import type { LearnServerEntry } from '${entry}';\nexport type E = LearnServerEntry;\n`,
    ),
    [],
  );
  assert.equal(
    (
      await boundaryErrors(
        file,
        `import { serverModules } from '${entry}';\nexport const m = serverModules;\n`,
      )
    ).length,
    1,
  );
  const screen = '../../../mf-learn/src/app/routes/LearnHome';
  assert.equal(
    (await boundaryErrors(file, `import type X from '${screen}';\nexport type Y = X;\n`)).length,
    1,
  );
  // The rest of the shell keeps the plain rule: no import of mf-learn at all.
  assert.equal(
    (
      await boundaryErrors(
        'shell/src/app/fixture.ts',
        `import type { LearnServerEntry } from '../${entry}';\nexport type E = LearnServerEntry;\n`,
      )
    ).length,
    1,
  );
});
