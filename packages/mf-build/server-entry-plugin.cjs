// Bundles a remote's server entries (Node copies of screens a server draws, e.g. mf-learn's Learn for
// the shell's renderer) into `<output>/server/` once webpack has written the browser build, so a
// release folder holds the server code of the same source and its content hash covers both.
// The shared singletons stay outside the bundle (`require`d by name): the renderer hands in its own
// copies, so a render has one React, one store API and one styled-components registry, as Module
// Federation's share scope gives the browser.
const path = require('node:path');

/** The folder of a build's server entries. */
const SERVER_FOLDER = 'server';

/** Every request the bundle leaves to its host: each shared name and its subpaths. */
function sharedExternals(shared) {
  return shared.flatMap((name) => [name, `${name}/*`]);
}

class ServerEntryPlugin {
  /** `entries`: output name → source file (relative to `dir`); `shared`: the singletons' names. */
  constructor({ dir, entries, shared }) {
    this.dir = dir;
    this.entries = entries;
    this.shared = shared;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServerEntryPlugin', async (compilation) => {
      const { build } = require('esbuild');
      await build({
        entryPoints: Object.fromEntries(
          Object.entries(this.entries).map(([name, file]) => [name, path.resolve(this.dir, file)]),
        ),
        outdir: path.join(compilation.outputOptions.path, SERVER_FOLDER),
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        jsx: 'automatic',
        external: sharedExternals(this.shared),
        // The browser's production build of every package, as the renderer's own bundle.
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'warning',
      });
    });
  }
}

module.exports = { ServerEntryPlugin, SERVER_FOLDER, sharedExternals };
