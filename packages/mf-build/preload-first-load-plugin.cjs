// The shell's page names only its entry (main.js); the entry imports bootstrap, and bootstrap imports
// the shared libraries and start.tsx, so the browser learned of the big libraries' file only after it
// had fetched and run the entry: one round trip and the entry's run later (~0.3 s with Lighthouse's
// slow 4G and 4× slower CPU). These files are needed by every page of the shell, so the page asks for
// them from its head, beside the entry, with <link rel="preload" as="script">. Webpack's own script
// tags later find them in the memory cache.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const SHARE_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/**
 * The JavaScript files every first load fetches: the chunks imported by the entry's modules and by
 * theirs (bootstrap and start, two hops), and the chunks of the shared libraries (loaded for a
 * provided or consumed shared module). Lazy screens, one hop further, are left to their import.
 */
function firstLoadFiles(compilation) {
  const { chunkGraph } = compilation;
  // A chunk's import() names the module it is written in, which the production build may have
  // concatenated with its neighbours into one module (ConcatenatedModule's `modules`).
  const modulesOf = (chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].flatMap((m) => [m, ...(m.modules ?? [])]);
  const entryModules = new Set();
  for (const chunk of compilation.chunks)
    if (chunk.canBeInitial()) for (const m of modulesOf(chunk)) entryModules.add(m);
  const importedBy = (modules) => {
    const out = new Set();
    for (const chunk of compilation.chunks) {
      if (chunk.canBeInitial()) continue;
      const groups = [...chunk.groupsIterable];
      const loaded = groups.some((g) => g.origins.some((o) => modules.has(o.module)));
      const shared = groups.every(
        (g) => g.origins.length > 0 && g.origins.every((o) => SHARE_MODULE_TYPES.has(o.module?.type)),
      );
      if (loaded || shared) out.add(chunk);
    }
    return out;
  };
  const firstHop = importedBy(entryModules);
  const firstHopModules = new Set([...firstHop].flatMap(modulesOf));
  const chunks = new Set([...firstHop, ...importedBy(firstHopModules)]);
  return [...chunks].flatMap((c) => [...c.files].filter((f) => /\.js$/.test(f))).sort();
}

class PreloadFirstLoadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstLoadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstLoadPlugin', (data) => {
        const publicPath =
          compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const links = firstLoadFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
          }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstLoadPlugin, firstLoadFiles };
