// The shell's shared-library chunks are merged by consume layer: a chunk that consumed a shared module
// provided from the chunk it is merged into would wait for itself at load, and the page stays blank.
// These graphs stand in for webpack's (chunks, chunk groups, provide and consume modules).
const { mergeSharedChunks } = require('../index.cjs');

function graph() {
  const groups = new Map();
  const modules = new Set();
  const chunkModules = new Map();
  const merged = [];
  const chunks = new Set();
  const chunk = (name, { initial = false, size = 1 } = {}) => {
    const c = { name, size, groupsIterable: new Set(), canBeInitial: () => initial };
    chunks.add(c);
    chunkModules.set(c, []);
    return c;
  };
  /** A provider (or a consumer's fallback) of `key` whose block loads `loads`. */
  const shareModule = (type, key, loads) => {
    const block = {};
    const module =
      type === 'provide-module'
        ? { type, _name: key, blocks: [block] }
        : { type, options: { shareKey: key }, blocks: loads ? [block] : [] };
    modules.add(module);
    if (loads) {
      const group = { origins: [{ module }], chunks: loads };
      groups.set(block, group);
      for (const c of loads) c.groupsIterable.add(group);
    }
    return module;
  };
  /** `chunk` consumes `key` (its consume module is in the chunk). */
  const consumes = (c, key) => chunkModules.get(c).push(shareModule('consume-shared-module', key, null));
  const compilation = {
    modules,
    chunks,
    chunkGraph: {
      getBlockChunkGroup: (block) => groups.get(block),
      getChunkModulesIterable: (c) => chunkModules.get(c),
      getChunkModulesSize: (c) => c.size,
      canChunksBeIntegrated: () => true,
      integrateChunks: (a, b) => merged.push([a.name, b.name]),
    },
  };
  const run = (files = 1) => {
    mergeSharedChunks(compilation, [...chunks], files);
    return merged;
  };
  return { chunk, shareModule, consumes, run, chunks };
}

describe('merging the shell’s shared-library chunks', () => {
  it('when the libraries’ code consumes nothing itself, then it becomes one chunk and the consumes stay apart', () => {
    const g = graph();
    const react = g.chunk('react');
    const styled = g.chunk('styled');
    const styledConsumes = g.chunk('styled-consumes');
    const router = g.chunk('router');
    const routerConsumes = g.chunk('router-consumes');
    g.shareModule('provide-module', 'react', [react]);
    g.shareModule('provide-module', 'styled-components', [styled, styledConsumes]);
    g.shareModule('provide-module', 'react-router-dom', [router, routerConsumes]);
    g.consumes(styledConsumes, 'react');
    g.consumes(routerConsumes, 'react');
    expect(g.run()).toEqual([
      ['react', 'styled'],
      ['react', 'router'],
      ['styled-consumes', 'router-consumes'],
    ]);
  });

  it('when the libraries are to be several files, then each file gets chunks of a similar total size', () => {
    const g = graph();
    const sizes = { 'react-dom': 500, toolkit: 200, zod: 150, router: 140, styled: 100, react: 30 };
    for (const [name, size] of Object.entries(sizes))
      g.shareModule('provide-module', name, [g.chunk(name, { size })]);
    // Largest first, each to the lightest file: react-dom (500) | toolkit, styled (300) | zod, router, react (320).
    expect(g.run(3)).toEqual([
      ['toolkit', 'styled'],
      ['zod', 'router'],
      ['zod', 'react'],
    ]);
  });

  it('when the libraries are several files, then the consumes above them (no code) are still one', () => {
    const g = graph();
    for (const name of ['react', 'styled', 'router']) g.shareModule('provide-module', name, [g.chunk(name)]);
    const styledConsumes = g.chunk('styled-consumes');
    const routerConsumes = g.chunk('router-consumes');
    g.shareModule('provide-module', 'styled-extra', [styledConsumes]);
    g.shareModule('provide-module', 'router-extra', [routerConsumes]);
    g.consumes(styledConsumes, 'react');
    g.consumes(routerConsumes, 'react');
    expect(g.run(3)).toEqual([['styled-consumes', 'router-consumes']]);
  });

  it('when a chunk consumes a module another chunk provides, then they are never merged', () => {
    const g = graph();
    const react = g.chunk('react');
    const reactDom = g.chunk('react-dom');
    g.shareModule('provide-module', 'react', [react]);
    g.shareModule('provide-module', 'react-dom', [reactDom]);
    g.consumes(reactDom, 'react');
    expect(g.run()).toEqual([]);
  });

  it('when chunks consume each other’s modules, or load for the app’s own code, then they stay as they are', () => {
    const g = graph();
    const ui = g.chunk('ui');
    const platform = g.chunk('platform');
    const other = g.chunk('other');
    const bootstrap = g.chunk('bootstrap', { initial: true });
    g.shareModule('provide-module', '@fff/ui', [ui]);
    g.shareModule('provide-module', '@fff/platform', [platform]);
    g.shareModule('provide-module', 'zod-user', [other]);
    g.consumes(ui, '@fff/platform');
    g.consumes(platform, '@fff/ui');
    g.consumes(bootstrap, '@fff/ui');
    expect(g.run()).toEqual([]);
  });
});
