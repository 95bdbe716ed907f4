// The shell provides react-router-dom to the remotes from shared/react-router-dom.mjs, which exports
// only what the apps import: a name missing there would be undefined at runtime in whichever app
// imports it. This reads every app's and package's imports from 'react-router-dom' and checks them.
const path = require('node:path');
const { facadeExports, importsInSources, missingFrom } = require('../test-support/facade.cjs');
const { facadeLibraryAliases } = require('../index.cjs');

const FACADE = path.join(__dirname, '..', 'shared', 'react-router-dom.mjs');

describe('the shared react-router-dom facade', () => {
  it('exports every name the apps import from react-router-dom', () => {
    const imported = importsInSources('react-router-dom', FACADE);
    expect(imported.size).toBeGreaterThan(5);
    expect(missingFrom(facadeExports(FACADE), imported)).toEqual([]);
  });

  it('re-exports only names react-router really has', () => {
    const library = { ...require('react-router'), ...require('react-router/dom') };
    for (const name of facadeExports(FACADE)) expect(typeof library[name]).not.toBe('undefined');
  });

  it('imports react-router by an alias the builds resolve: the development build, or in production the production one', () => {
    const ALIAS = '@fff/mf-build/library/react-router$';
    const development = facadeLibraryAliases({ development: true })[ALIAS];
    const production = facadeLibraryAliases({ development: false })[ALIAS];
    expect(path.relative(path.dirname(require.resolve('react-router/package.json')), development)).toBe(
      path.join('dist', 'development', 'index.mjs'),
    );
    expect(production).toBe(
      development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`),
    );
    // Both builds have every name the facade re-exports (their CommonJS twins beside them, which jest can load).
    for (const file of [development, production]) {
      const library = require(file.replace(/\.mjs$/, '.js'));
      for (const name of facadeExports(FACADE)) expect(typeof library[name]).not.toBe('undefined');
    }
  });
});
