// V8's explicit compile hint (Chrome 136+): a script that starts with `//# allFunctionsCalledOnLoad`
// has all its functions compiled eagerly while it streams in, on a background thread. Without it V8
// pre-parses each function and compiles it on the main thread at its first call. Our scripts are
// loaded for a screen that runs them at once: React DOM, the store, the contracts and the remote's
// screen. Measured on Learn with the CPU slowed 4× (bench/README.md "Compile hints"), main-thread
// parse and compile was ~1.5 s of a 4 s load without the hint. Other engines read the line as a
// comment.

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint at the top of every emitted JavaScript file. This runs after the minifier, which
 * would strip the comment, and before the source maps are written, which shift by the added line.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!/\.m?js$/.test(name)) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT };
