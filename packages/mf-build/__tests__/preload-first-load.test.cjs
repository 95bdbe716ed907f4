// The shell's page preloads what every first load fetches: the entry's import (bootstrap), that
// chunk's imports (start, the shared libraries' consumes) and the shared libraries' own chunks,
// never a lazy screen one hop further. These graphs stand in for webpack's.
const { firstLoadFiles } = require('../preload-first-load-plugin.cjs');

function graph() {
  const chunks = new Set();
  const modulesOf = new Map();
  const chunk = (files, modules, { initial = false, origins = [] } = {}) => {
    const c = { files: new Set(files), canBeInitial: () => initial, groupsIterable: new Set([{ origins }]) };
    chunks.add(c);
    modulesOf.set(c, modules);
    return c;
  };
  const compilation = {
    chunks,
    chunkGraph: { getChunkModulesIterable: (c) => modulesOf.get(c) },
  };
  return { chunk, compilation };
}

test('the entry, bootstrap and shared-library chunks are preloaded, a lazy screen is not', () => {
  const { chunk, compilation } = graph();
  const index = { type: 'javascript/auto' };
  const bootstrap = { type: 'javascript/auto' };
  const start = { type: 'javascript/auto' };
  const provide = { type: 'provide-module' };
  const consume = { type: 'consume-shared-module' };
  chunk(['main.js'], [index, provide], { initial: true });
  chunk(['bootstrap.js'], [bootstrap], { origins: [{ module: index }] });
  chunk(['start.js', 'start.js.map'], [start], { origins: [{ module: bootstrap }] });
  chunk(['libs.js'], [], { origins: [{ module: provide }, { module: consume }] });
  chunk([], [consume], { origins: [{ module: bootstrap }] });
  chunk(['screen.js'], [], { origins: [{ module: start }] });
  expect(firstLoadFiles(compilation)).toEqual(['bootstrap.js', 'libs.js', 'start.js']);
});

test('a shared library whose provider sits outside the entry chunk is preloaded too', () => {
  const { chunk, compilation } = graph();
  const index = { type: 'javascript/auto' };
  const provide = { type: 'provide-module' };
  chunk(['main.js'], [index], { initial: true });
  chunk(['providers.js'], [provide], { origins: [{ module: { type: 'javascript/auto' } }] });
  chunk(['react-dom.js'], [], { origins: [{ module: provide }] });
  expect(firstLoadFiles(compilation)).toEqual(['react-dom.js']);
});

test('an import written in a module the build concatenated with its neighbours is found through the concatenation', () => {
  const { chunk, compilation } = graph();
  const index = { type: 'javascript/auto' };
  const clientStart = { type: 'javascript/auto' };
  const bootstrap = { type: 'javascript/auto' };
  const start = { type: 'javascript/auto' };
  // The entry chunk holds one ConcatenatedModule; the import() origins still name index.ts itself.
  chunk(['main.js'], [{ type: 'javascript/auto', modules: [index, clientStart] }], { initial: true });
  chunk(['bootstrap.js'], [{ type: 'javascript/auto', modules: [bootstrap] }], {
    origins: [{ module: index }],
  });
  chunk(['start.js'], [start], { origins: [{ module: bootstrap }] });
  expect(firstLoadFiles(compilation)).toEqual(['bootstrap.js', 'start.js']);
});
