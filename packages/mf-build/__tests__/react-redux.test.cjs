// The shell provides react-redux to every app from shared/react-redux.mjs, which exports only what is
// imported from 'react-redux': by the apps and packages, and by RTK Query's React hooks (they import
// react-redux by name, and Module Federation answers with the facade). A name missing there would be
// undefined at runtime.
const fs = require('node:fs');
const path = require('node:path');
const { facadeExports, importsInSources, importsOf, missingFrom } = require('../test-support/facade.cjs');
const { facadeLibraryAliases } = require('../index.cjs');

const FACADE = path.join(__dirname, '..', 'shared', 'react-redux.mjs');
const MODULE = 'react-redux';
const libraryDir = path.dirname(require.resolve(`${MODULE}/package.json`));

describe('the shared react-redux facade', () => {
  it('exports every name the apps and packages import from react-redux', () => {
    const imported = importsInSources(MODULE, FACADE);
    expect(imported.has('Provider')).toBe(true);
    expect(missingFrom(facadeExports(FACADE), imported)).toEqual([]);
  });

  it("exports every name RTK Query's React hooks import from react-redux", () => {
    const toolkitDir = path.dirname(require.resolve('@reduxjs/toolkit/package.json'));
    const { exports } = require('@reduxjs/toolkit/package.json');
    const file = path.join(toolkitDir, exports['./query/react'].module.default);
    const imported = new Map(importsOf(fs.readFileSync(file, 'utf8'), MODULE).map((n) => [n, file]));
    expect(imported.size).toBeGreaterThan(3);
    expect(missingFrom(facadeExports(FACADE), imported)).toEqual([]);
  });

  it('re-exports only names react-redux really has, from the ES module the build aliases', () => {
    const library = require(MODULE);
    for (const name of facadeExports(FACADE)) expect(typeof library[name]).not.toBe('undefined');
    const target = facadeLibraryAliases()['@fff/mf-build/library/react-redux$'];
    expect(path.relative(libraryDir, target)).toBe(path.join('dist', 'react-redux.mjs'));
  });
});
