// Helpers of the shared-facade tests: the names a source tree imports from a module, and the names a
// facade re-exports. A facade is the module the shell provides to every app under the library's name,
// so a name missing there would be undefined at runtime in whichever app imports it.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..', '..');
/** Where the apps' and packages' browser sources live. */
const SOURCES = ['shell/src', 'mf-learn/src', 'mf-social/src', 'mf-account/src', 'packages'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '__tests__', 'testing', '.generated']);
// Run in Node with the libraries themselves, at build time (the shell's dist/auth.html) or in the shell's
// renderer (shell/src/server, bundled on its own): what they import (react-router's StaticRouter) is
// never asked of the browser facades.
const NODE_ONLY = new Set([
  'shell/src/prerender/render-auth-page.tsx',
  'shell/src/prerender/write-auth-page.ts',
]);
const NODE_ONLY_DIRS = ['shell/src/server/'];
const nodeOnly = (file) => NODE_ONLY.has(file) || NODE_ONLY_DIRS.some((dir) => file.startsWith(dir));

/** Value names in `{ a, type B, c as d }` (the imported or exported side before `as`). */
const names = (list) =>
  list
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !n.startsWith('type '))
    .map((n) => n.split(/\s+as\s+/)[0]);

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The value names `text` imports (or re-exports) from `module`; `* (ns)` for a namespace import. */
function importsOf(text, module) {
  const pattern = new RegExp(
    `(?:import|export)\\s+(type\\s+)?(\\*\\s+as\\s+\\w+|\\{([^}]*)\\})\\s+from\\s+['"]${escapeRegExp(module)}['"]`,
    'g',
  );
  const found = [];
  for (const m of text.matchAll(pattern)) {
    if (m[1]) continue;
    if (!m[3]) found.push(`* (${m[2]})`);
    else found.push(...names(m[3]));
  }
  return found;
}

/** name → a file importing it, over every source file of SOURCES (except `skip`). */
function importsInSources(module, skip) {
  const found = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(full);
        continue;
      }
      if (!/\.(tsx?|mjs|cjs|js)$/.test(entry.name) || full === skip) continue;
      if (nodeOnly(path.relative(ROOT, full).split(path.sep).join('/'))) continue;
      for (const name of importsOf(fs.readFileSync(full, 'utf8'), module))
        found.set(name, path.relative(ROOT, full));
    }
  };
  for (const dir of SOURCES) walk(path.join(ROOT, dir));
  return found;
}

/** The names a facade re-exports (`export { … } from`). */
function facadeExports(file) {
  const out = new Set();
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from/g))
    for (const name of names(m[1])) out.add(name);
  return out;
}

/** `imported` (name → file) entries the facade does not export, as 'name (file)'. */
function missingFrom(exported, imported) {
  return [...imported].filter(([name]) => !exported.has(name)).map(([n, file]) => `${n} (${file})`);
}

module.exports = { ROOT, importsOf, importsInSources, facadeExports, missingFrom };
