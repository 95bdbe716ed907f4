// The shell provides react-router-dom to the remotes from shared/react-router-dom.mjs, which exports
// only what the apps import: a name missing there would be undefined at runtime in whichever app
// imports it. This reads every app's and package's imports from 'react-router-dom' and checks them.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..', '..');
const FACADE = path.join(__dirname, '..', 'shared', 'react-router-dom.mjs');
const SOURCES = ['shell/src', 'mf-learn/src', 'mf-social/src', 'mf-account/src', 'packages'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '__tests__', 'testing']);
const IMPORT = /(?:import|export)\s+(type\s+)?(\*\s+as\s+\w+|\{([^}]*)\})\s+from\s+['"]react-router-dom['"]/g;

/** Value names in `{ a, type B, c as d }` (the imported side). */
const names = (list) =>
  list
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !n.startsWith('type '))
    .map((n) => n.split(/\s+as\s+/)[0]);

function importsIn(dir, found = new Map()) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) importsIn(full, found);
      continue;
    }
    if (!/\.(tsx?|mjs|cjs|js)$/.test(entry.name) || full === FACADE) continue;
    for (const m of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
      if (m[1]) continue;
      const rel = path.relative(root, full);
      if (!m[3]) found.set(`* (${m[2]})`, rel);
      else for (const name of names(m[3])) found.set(name, rel);
    }
  }
  return found;
}

function facadeExports() {
  const out = new Set();
  for (const m of fs.readFileSync(FACADE, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from/g))
    for (const name of names(m[1])) out.add(name);
  return out;
}

describe('the shared react-router-dom facade', () => {
  it('exports every name the apps import from react-router-dom', () => {
    const imported = new Map();
    for (const dir of SOURCES) importsIn(path.join(root, dir), imported);
    expect(imported.size).toBeGreaterThan(5);
    const exported = facadeExports();
    const missing = [...imported]
      .filter(([name]) => !exported.has(name))
      .map(([n, file]) => `${n} (${file})`);
    expect(missing).toEqual([]);
  });

  it('re-exports only names react-router really has', () => {
    const library = { ...require('react-router'), ...require('react-router/dom') };
    for (const name of facadeExports()) expect(typeof library[name]).not.toBe('undefined');
  });
});
