// The shell provides react-router-dom to the remotes from shared/react-router-dom.mjs, which exports
// only what the apps import: a name missing there would be undefined at runtime in whichever app
// imports it. This reads every app's and package's imports from 'react-router-dom' and checks them.
const path = require('node:path');
const { facadeExports, importsInSources, missingFrom } = require('../test-support/facade.cjs');

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
});
