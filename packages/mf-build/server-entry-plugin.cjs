// Bundles a remote's server entries (Node copies of screens a server draws, e.g. mf-learn's Learn for
// the shell's renderer) into `<output>/server/` once webpack has written the browser build, so a
// release folder holds the server code of the same source and its content hash covers both.
// The shared singletons stay outside the bundle (`require`d by name): the renderer hands in its own
// copies, so a render has one React, one store API and one styled-components registry, as Module
// Federation's share scope gives the browser.
const path = require('node:path');

/** The folder of a build's server entries. */
const SERVER_FOLDER = 'server';

/**
 * The esbuild plugin leaving to the host every shared name, and the subpaths the browser shares with
 * their package (`subpathPrefixes`: react/jsx-runtime…). Any other subpath (@fff/ui/screen-icons) is
 * bundled, as the browser build bundles its own copy of it: the same modules evaluated in the same
 * order, so styled-components numbers the components alike on the server and in the browser.
 * (esbuild's `external` option would also leave out every subpath of a package named there.)
 */
function leaveSharedToHost(shared, subpathPrefixes = []) {
  const names = new Set(shared);
  return {
    name: 'leave-shared-to-host',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        names.has(args.path) || subpathPrefixes.some((prefix) => args.path.startsWith(prefix))
          ? { path: args.path, external: true }
          : undefined,
      );
    },
  };
}

class ServerEntryPlugin {
  /**
   * `entries`: output name → source file (relative to `dir`); `shared`: the singletons' names;
   * `subpathPrefixes`: the subpaths shared with their package ('react/'); `define`: constants the
   * browser build replaces too (its DefinePlugin's).
   */
  constructor({ dir, entries, shared, subpathPrefixes, define = {} }) {
    this.define = define;
    this.dir = dir;
    this.entries = entries;
    this.shared = shared;
    this.subpathPrefixes = subpathPrefixes;
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
        plugins: [leaveSharedToHost(this.shared, this.subpathPrefixes)],
        // The browser's production build of every package, as the renderer's own bundle.
        define: { ...this.define, 'process.env.NODE_ENV': '"production"' },
        logLevel: 'warning',
      });
    });
  }
}

module.exports = { ServerEntryPlugin, SERVER_FOLDER, leaveSharedToHost };
