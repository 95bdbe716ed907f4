// The browser's @fff/contracts entry: every value the package exports (but the services' OpenAPI
// builder) behind a getter, and a feature module evaluated only when one of its exports is read.
const path = require('node:path');
const { buildSync } = require('esbuild');
const { importedNames, lazyEntrySource } = require('../lazy-browser-entry.cjs');

const CONTRACTS = path.join(__dirname, '..', '..', 'contracts', 'src');

/** A TypeScript module's runtime exports, bundled by esbuild and evaluated (zod from node_modules). */
function exportsOf(file) {
  const [output] = buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    external: ['zod'],
    logLevel: 'silent',
  }).outputFiles;
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', output.text)(mod, mod.exports, require);
  return Object.keys(mod.exports);
}

test('the entry names every value export of the contracts but the OpenAPI builder', () => {
  const { names } = lazyEntrySource({ dir: CONTRACTS, leaveOut: ['./openapi'] });
  const openapi = new Set(exportsOf(path.join(CONTRACTS, 'openapi', 'index.ts')));
  const expected = exportsOf(path.join(CONTRACTS, 'index.ts')).filter((n) => !openapi.has(n));
  expect([...names].sort()).toEqual(expected.sort());
});

test('a module is evaluated when one of its exports is first read, once', () => {
  const { source } = lazyEntrySource({ dir: CONTRACTS, leaveOut: ['./openapi'] });
  const loads = [];
  const fakeRequire = (file) => {
    loads.push(path.basename(file));
    return new Proxy({}, { get: (_t, name) => `${path.basename(file)}#${String(name)}` });
  };
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', source)(mod, mod.exports, fakeRequire);
  expect(loads).toEqual([]);
  expect(mod.exports.registerBodySchema).toBe('auth.ts#registerBodySchema');
  expect(mod.exports.loginBodySchema).toBe('auth.ts#loginBodySchema');
  expect(loads).toEqual(['auth.ts']);
});

/** A folder of source files, for the scan of what browser code imports. */
function sources(files) {
  const fs = require('node:fs');
  const os = require('node:os');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-entry-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('when browser code imports names by value, then they are read and type-only imports are not', () => {
  const dir = sources({
    'a.ts': "import { loginBodySchema, type LoginBody } from '@fff/contracts';\n",
    'sub/b.tsx':
      "import type { User } from '@fff/contracts';\nexport { userSchema as schema } from '@fff/contracts';\n",
    'boot.tsx': "const STAGES = [\n  () => import('@fff/contracts'),\n];\n",
  });
  expect([...importedNames([dir], '@fff/contracts')].sort()).toEqual(['loginBodySchema', 'userSchema']);
});

test('when browser code imports the whole package, then the scan refuses it, naming the file', () => {
  const dir = sources({ 'all.ts': "import * as contracts from '@fff/contracts';\n" });
  expect(() => importedNames([dir], '@fff/contracts')).toThrow(/all\.ts: imports @fff\/contracts other than/);
});

test('when no export of a module is imported, then the entry leaves the module out', () => {
  const used = new Set(['loginBodySchema']);
  const { modules, names } = lazyEntrySource({ dir: CONTRACTS, leaveOut: ['./openapi'], used });
  expect(modules).toContain('auth.ts');
  expect(modules).not.toContain('wallet.ts');
  expect(names).toContain('registerBodySchema');
});
