// The shell provides @reduxjs/toolkit to every app from shared/redux-toolkit.mjs, which exports only
// what is imported from '@reduxjs/toolkit': by the apps and packages, and by RTK Query itself (its
// modules import the toolkit by name, and Module Federation answers with the facade). A name missing
// there would be undefined at runtime.
const fs = require('node:fs');
const path = require('node:path');
const { facadeExports, importsInSources, importsOf, missingFrom } = require('../test-support/facade.cjs');
const { facadeLibraryAliases } = require('../index.cjs');

const FACADE = path.join(__dirname, '..', 'shared', 'redux-toolkit.mjs');
const MODULE = '@reduxjs/toolkit';
const toolkitDir = path.dirname(require.resolve(`${MODULE}/package.json`));
const { exports: toolkitExports } = require(`${MODULE}/package.json`);

/** name → file, for what the installed toolkit's own ES modules (RTK Query, its React hooks) import. */
function libraryImports() {
  const found = new Map();
  for (const subpath of ['./query', './query/react']) {
    const file = path.join(toolkitDir, toolkitExports[subpath].module.default);
    for (const name of importsOf(fs.readFileSync(file, 'utf8'), MODULE))
      found.set(name, path.relative(toolkitDir, file));
  }
  return found;
}

describe('the shared @reduxjs/toolkit facade', () => {
  it('exports every name the apps and packages import from @reduxjs/toolkit', () => {
    const imported = importsInSources(MODULE, FACADE);
    expect(imported.size).toBeGreaterThan(5);
    expect(missingFrom(facadeExports(FACADE), imported)).toEqual([]);
  });

  it('exports every name RTK Query imports from @reduxjs/toolkit', () => {
    const imported = libraryImports();
    expect(imported.size).toBeGreaterThan(5);
    expect(missingFrom(facadeExports(FACADE), imported)).toEqual([]);
  });

  it('re-exports only names the toolkit really has, from the module the build aliases', () => {
    const library = require(MODULE);
    for (const name of facadeExports(FACADE)) expect(typeof library[name]).not.toBe('undefined');
    const target = facadeLibraryAliases()['@fff/mf-build/library/redux-toolkit$'];
    expect(fs.existsSync(target)).toBe(true);
    expect(path.relative(toolkitDir, target)).toBe(path.normalize(toolkitExports['.'].module.default));
  });
});
