// Shared webpack 5 + Module Federation 2 settings for the shell and the three remotes.
// Every app's webpack.config.js composes these helpers, so module rules, the shared-singletons
// map and dev-server behaviour stay identical across the host and the remotes.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { PreloadFirstLoadPlugin } = require('./preload-first-load-plugin.cjs');
const { importedNames, lazyEntrySource } = require('./lazy-browser-entry.cjs');
const { ServerEntryPlugin } = require('./server-entry-plugin.cjs');

// @module-federation/enhanced 2.9 requires webpack internals (webpack/lib/...) that webpack 5.112
// moved, so the apps pin webpack 5.111.1 locally. MF must load those internals from the very
// copy webpack-cli runs (the app's), or instanceof checks fail: point it there before loading it.
function loadFederationPlugin(dir) {
  process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack', { paths: [dir] });
  return require('@module-federation/enhanced/webpack').ModuleFederationPlugin;
}

/** Libraries that carry React context or module state: one copy per page, whoever loads first. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  '@reduxjs/toolkit',
  'react-redux',
  '@fff/platform',
  '@fff/ui',
];
/**
 * Singletons provided from a narrower module than the package's entry: webpack tree-shakes the
 * library behind it, where Module Federation would ship the whole package (see the file).
 */
// Bare requests, not paths: Module Federation provides a path-addressed module in every compilation,
// html-webpack-plugin's child one too, which then emitted a Node copy of it into dist (and sw.js).
const SHARED_FACADES = {
  'react-router-dom': '@fff/mf-build/shared/react-router-dom.mjs',
  '@reduxjs/toolkit': '@fff/mf-build/shared/redux-toolkit.mjs',
  'react-redux': '@fff/mf-build/shared/react-redux.mjs',
};
/**
 * The libraries behind the facades, by names Module Federation does not share: the toolkit's facade
 * has the toolkit's own name, so by that name it would import itself. Each is the file of the
 * package's `module` condition (the one webpack resolves the name to), except react-router in
 * production: its package points every condition at its development build, whose only difference
 * is console warnings for developers (`ENABLE_DEV_WARNINGS`); the production build leaves them out.
 */
function facadeLibraryAliases({ development = false } = {}) {
  const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));
  const exportsOf = (name) => require(path.join(packageDir(name), 'package.json')).exports['.'];
  const moduleFile = (name) => path.join(packageDir(name), exportsOf(name).module.default);
  return {
    '@fff/mf-build/library/redux-toolkit$': moduleFile('@reduxjs/toolkit'),
    '@fff/mf-build/library/react-redux$': path.join(
      packageDir('react-redux'),
      exportsOf('react-redux').import,
    ),
    '@fff/mf-build/library/react-router$': development
      ? moduleFile('react-router')
      : path.join(packageDir('react-router'), 'dist', 'production', 'index.mjs'),
  };
}
/** Subpath prefixes shared with their package (react/jsx-runtime, react-dom/client, …). */
const SUBPATH_SINGLETONS = { 'react/': 'react', 'react-dom/': 'react-dom' };

/** The swc-loader rule for TS/TSX (workspace packages are TypeScript source, so they go through it too). */
function moduleRules({ development = false } = {}) {
  return [
    {
      test: /\.(ts|tsx|js|mjs)$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development } },
            target: 'es2020',
          },
        },
      },
    },
  ];
}

/**
 * Packages shared by their source's content: the response contracts (with the zod they compile to)
 * load once per page instead of once per app (~26 KB gzip each), but only between apps built from
 * the same contracts. The version carries a hash of the sources and the requirement is that exact
 * version, so a remote built from other contracts than the shell's uses its own copy.
 */
const SOURCE_SHARED = { '@fff/contracts': ['packages/contracts/src', 'packages/domain/src'] };

/**
 * Where a source-shared package is provided from in the browser, when not its index: @fff/contracts
 * without `./openapi` (the services' OpenAPI builder, ~14 KB of source no screen calls), each module
 * evaluated on first read (lazy-browser-entry.cjs). Written from the package's index at every
 * build, so export lines other engineers append are kept.
 */
const BROWSER_ENTRIES = {
  '@fff/contracts': {
    dir: 'packages/contracts/src',
    leaveOut: ['./openapi'],
    // Only the modules browser code imports a value of (the services' internal and social schemas
    // the screens only type their answers with are left out: ~3 KB brotli of every first load).
    // Every app's build reads the same folders, so the shell and the remotes built from one tree
    // keep the same modules; the version below names them, so a remote whose imports changed since
    // the shell's build uses its own copy instead of a shell's that may lack a module it needs.
    consumers: [
      'shell/src',
      'mf-learn/src',
      'mf-social/src',
      'mf-account/src',
      'packages/platform/src',
      'packages/ui/src',
    ],
  },
};

function browserEntry(name) {
  const entry = BROWSER_ENTRIES[name];
  if (!entry) return undefined;
  const root = path.join(__dirname, '..', '..');
  const used = importedNames(
    entry.consumers.map((d) => path.join(root, d)),
    name,
  );
  const { source, modules } = lazyEntrySource({
    dir: path.join(root, entry.dir),
    leaveOut: entry.leaveOut,
    used,
  });
  // Inside this package (git-ignored), so it is provided by a bare request like the facades above.
  const file = `${name.replace(/[@/]/g, '_')}.browser.cjs`;
  const out = path.join(__dirname, '.generated', file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== source) fs.writeFileSync(out, source);
  return { request: `@fff/mf-build/.generated/${file}`, modules };
}

/**
 * The contracts are written with zod/mini, whose schemas carry only what they use (~7 KB gzip for
 * the contracts' needs); zod classic puts every method and its JSON Schema converters on every
 * schema (~26 KB gzip), nothing of which tree-shakes. A browser import of classic zod (`zod`,
 * `zod/v4`) fails the build, naming the importer, so it cannot come back unnoticed; the services
 * may keep using it for their own config.
 */
const ZOD_CLASSIC = /[\\/]node_modules[\\/]zod[\\/](index\.c?js$|v4[\\/](index\.c?js$|classic[\\/]))/;

class RefuseZodClassicPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('RefuseZodClassicPlugin', (factory) => {
      factory.hooks.afterResolve.tap('RefuseZodClassicPlugin', (data) => {
        const resource = data.createData?.resource ?? '';
        const issuer = data.contextInfo?.issuer ?? '';
        if (ZOD_CLASSIC.test(resource) && !ZOD_CLASSIC.test(issuer)) {
          throw new Error(
            `${issuer} imports zod classic (${data.request}); browser code uses zod/mini (see packages/mf-build)`,
          );
        }
      });
    });
  }
}

function sourceHash(dirs, extra = []) {
  const crypto = require('node:crypto');
  const root = path.join(__dirname, '..', '..');
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify(extra));
  const walk = (dir) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(full);
      } else if (/\.tsx?$/.test(entry.name)) {
        hash.update(path.relative(root, full)).update(fs.readFileSync(full));
      }
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Shared map: every context-carrying library as a singleton with requiredVersion from package.json.
 * `hostProvides` (a production remote, which only ever runs inside the shell): the singletons come
 * from the shell's share scope alone, so the remote ships no copy of its own to fall back on. Its
 * entry then registers none of them (~1 KB brotli of every remote screen's first load); the
 * copies were never fetched on a page, since the shell provides every one of them first.
 */
function sharedSingletons(pkg, { hostProvides = false } = {}) {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) throw new Error(`${pkg.name}: shared singleton ${name} must be a dependency`);
    shared[name] = { singleton: true, requiredVersion: deps[name] };
    if (hostProvides) {
      shared[name].import = false;
      continue;
    }
    if (SHARED_FACADES[name]) {
      // A file outside the package has no version of its own: it is the installed library's.
      const { version } = require(require.resolve(`${name}/package.json`, { paths: [__dirname] }));
      Object.assign(shared[name], { import: SHARED_FACADES[name], version });
    }
  }
  for (const [prefix, name] of Object.entries(SUBPATH_SINGLETONS)) {
    shared[prefix] = { singleton: true, requiredVersion: deps[name], ...(hostProvides && { import: false }) };
  }
  for (const [name, dirs] of Object.entries(SOURCE_SHARED)) {
    if (!deps[name]) continue;
    const entry = browserEntry(name);
    const version = `1.0.0-src.${sourceHash(dirs, entry?.modules)}`;
    shared[name] = { singleton: false, version, requiredVersion: version };
    if (entry) shared[name].import = entry.request;
  }
  return shared;
}

/** Express middleware: serve `/mf/learn/x` as `/x`, so the dev gateway may proxy with or without the prefix. */
function stripMountPath(mountPath) {
  return (req, _res, next) => {
    if (mountPath && req.url.startsWith(mountPath)) req.url = '/' + req.url.slice(mountPath.length);
    next();
  };
}

/** Dev-server settings (ports 3000–3003; the dev gateway on 8080 proxies to them). */
function devServer({ dir, port, mountPath, spa = false }) {
  const publicDir = path.join(dir, 'public');
  return {
    port,
    host: 'localhost',
    allowedHosts: 'all',
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
    historyApiFallback: spa,
    hot: true,
    // The websocket goes straight to this server, not through the gateway.
    client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { warnings: false, errors: true } },
    static: fs.existsSync(publicDir) ? { directory: publicDir, publicPath: '/' } : false,
    setupMiddlewares: (middlewares) => {
      if (mountPath) middlewares.unshift({ name: 'strip-mount-path', middleware: stripMountPath(mountPath) });
      return middlewares;
    },
  };
}

/** Emits every file of `<app>/public` (except index.html) into the build output, e.g. shell's remotes.json. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const publicDir = path.join(this.dir, 'public');
          if (!fs.existsSync(publicDir)) return;
          for (const file of fs.readdirSync(publicDir)) {
            if (file === 'index.html') continue;
            const full = path.join(publicDir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/** Text assets worth compressing ahead of time (the gateway serves the .br/.gz files as they are). */
const PRECOMPRESS_TEST = /\.(js|mjs|css|html|json|svg|txt)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Emits `<file>.gz` (gzip -9) and `<file>.br` (brotli 11) beside each text asset of a production
 * build, so nginx's gzip_static (and the dev gateway) send them without compressing per request.
 * The budget check (bin/bundle-budget.cjs) reads the .gz sizes as bytes on the wire.
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('node:zlib');
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!PRECOMPRESS_TEST.test(name)) continue;
            const buffer = assets[name].buffer();
            if (buffer.length < PRECOMPRESS_MIN_BYTES) continue;
            const info = compilation.assetsInfo.get(name) ?? {};
            const related = { compressed: true, immutable: info.immutable, development: info.development };
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })),
              related,
            );
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), related);
          }
        },
      );
    });
  }
}

/**
 * A file's bytes on the wire to a browser that accepts brotli (every current one): its `.br` file,
 * which the gateway sends as it is; a file too small to have one (PRECOMPRESS_MIN_BYTES) is sent
 * as it is too, so counted at its own size.
 */
function brotliSize(file, source) {
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : source.length;
}

/**
 * Writes `<repo>/.tmp/bundle-reports/<app>.json` after a production build (outside the app's folder,
 * which `npm start` reads for staleness): every emitted JS file with its
 * gzip and brotli sizes and the modules in it (source bytes), the entry's initial files, and each async chunk's
 * origins (which import loads it). bin/bundle-budget.cjs reads it to check the size budgets.
 */
class BundleReportPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const zlib = require('node:zlib');
    compiler.hooks.done.tap('BundleReportPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        chunkOrigins: true,
        runtimeModules: true,
        // Every module, not the first few: the budget names the ones that grew.
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        cachedModules: true,
        dependentModules: true,
        entrypoints: true,
        ids: true,
        outputPath: true,
      });
      const moduleSizes = (modules = []) => {
        const out = {};
        for (const m of modules) {
          if (m.modules?.length) Object.assign(out, moduleSizes(m.modules));
          else if (m.name && m.size) out[m.name] = (out[m.name] ?? 0) + m.size;
        }
        return out;
      };
      const files = {};
      const chunks = [];
      for (const chunk of json.chunks ?? []) {
        const js = (chunk.files ?? []).filter((f) => /\.js$/.test(f));
        for (const file of js) {
          const source = fs.readFileSync(path.join(json.outputPath, file));
          files[file] = {
            gzipBytes: zlib.gzipSync(source, { level: 9 }).length,
            brotliBytes: brotliSize(path.join(json.outputPath, file), source),
            modules: moduleSizes(chunk.modules),
          };
        }
        chunks.push({
          id: chunk.id,
          files: js,
          initial: chunk.initial,
          origins: (chunk.origins ?? []).map((o) => ({
            module: o.moduleName ?? '',
            request: o.request ?? '',
          })),
        });
      }
      const initial = (json.entrypoints?.main?.assets ?? [])
        .map((a) => a.name)
        .filter((f) => /\.js$/.test(f));
      const report = { app: path.basename(this.dir), outputPath: json.outputPath, initial, files, chunks };
      const reports = path.join(this.dir, '..', '.tmp', 'bundle-reports');
      fs.mkdirSync(reports, { recursive: true });
      fs.writeFileSync(path.join(reports, `${report.app}.json`), JSON.stringify(report, null, 1));
    });
  }
}

/**
 * One copy of the federation runtime per page. Every remote entry used to carry its own copy of
 * @module-federation/runtime-core (~18 KB gzip each, a third of the Learn first load's remote
 * bytes); in production the shell provides it (`provideExternalRuntime`) and the remotes use the
 * shell's (`externalRuntime`). The runtime's version is the lockfile's for all four apps, built from
 * one repository. Development builds keep their own copy, so `npm run dev -w mf-*` still serves a
 * remote's standalone page without the shell.
 */
function federationExperiments({ isRemote, development }) {
  if (development) return {};
  // Browser only: leaves out the SDK's Node.js loading code (~8 KB in each entry).
  const optimization = { target: 'web' };
  // A remote loads no other remote: its bundler runtime needs no remote-loading code.
  return isRemote
    ? { externalRuntime: true, optimization: { ...optimization, disableRemote: true } }
    : { optimization };
}

/**
 * Runtime plugins: the fast share-version check (runtime/fast-share-check.cjs) in every app, and
 * the host's side of `externalRuntime`, the plugin that publishes its runtime-core.
 * `provideExternalRuntime: true` would add the same plugin by its CommonJS file, which pulls a second,
 * CommonJS copy of runtime-core into the shell's entry (+23 KB gzip); its ES module shares the
 * shell's own copy.
 */
function provideRuntimePlugins({ isRemote, development }) {
  // Every app's own federation instance checks the versions of the modules it consumes.
  const fastShareCheck = path.join(__dirname, 'runtime', 'fast-share-check.cjs');
  if (isRemote || development) return [fastShareCheck];
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  const publishBundlerRuntime = path.join(__dirname, 'runtime', 'publish-bundler-runtime.mjs');
  return [path.join(path.dirname(cjs), 'index.js'), publishBundlerRuntime, fastShareCheck];
}

/**
 * A production remote's webpack bundler runtime is the shell's (runtime/host-bundler-runtime.mjs,
 * runtime/publish-bundler-runtime.mjs): the file Module Federation's generated entry imports is
 * answered with the remote's side of it.
 */
function hostBundlerRuntimeAlias({ isRemote, development }) {
  if (!isRemote || development) return {};
  const packageDir = path.dirname(
    require.resolve('@module-federation/webpack-bundler-runtime/package.json', { paths: [__dirname] }),
  );
  return {
    [`${path.join(packageDir, 'dist', 'bundler.js')}$`]: path.join(
      __dirname,
      'runtime',
      'host-bundler-runtime.mjs',
    ),
  };
}

const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

/**
 * Merges the chunks webpack splits the shell's shared libraries into (React, React DOM, the router,
 * Redux Toolkit, styled-components, @fff/ui, @fff/platform, the contracts, …): the page needs them
 * all at start, and a few files compress ~6 KB gzip smaller than fifteen. Merged by layer, never
 * blindly: a chunk that provides one shared module and consumes another one inside itself waits for
 * itself at load (a blank page; a splitChunks group that took every module of these chunks did
 * that). Layer 0 consumes no shared module, layer n consumes only modules whose chunks are all in
 * layers below n. Webpack keeps the consumes in chunks of their own (no code), so the libraries' code
 * is all layer 0, merged into SHARED_LIBRARY_FILES files of similar size; each higher layer becomes
 * one file. A chunk in a dependency cycle, or one other code also loads, stays as it is. The remotes
 * keep their chunks: with the shell, their copies are fallbacks that never load.
 */
class MergeSharedChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MergeSharedChunksPlugin', (compilation) => {
      compilation.hooks.optimizeChunks.tap(
        // After SplitChunksPlugin (stage 10, webpack's STAGE_ADVANCED), on the chunks it leaves.
        { name: 'MergeSharedChunksPlugin', stage: 20 },
        (chunks) => mergeSharedChunks(compilation, chunks),
      );
    });
  }
}

/**
 * The shell's shared libraries in this many files. One file would compress best, but the browser
 * compiles a script in one task on the page's main thread (~21 ms for the single 536 KB file, four times
 * that on Lighthouse's phone): three files of 160-215 KB compile in shorter tasks, for ~3 KB gzip more.
 * Interleaved Lighthouse runs: Learn 83 against 74 and 82.5 against 71.5 (TBT ~365 against ~650 ms),
 * /auth 88.5 against 85.5 and 85.5 against 85 (bench/README.md, session 11). One again since issue 41:
 * /auth and Learn now come drawn from the server and run no script during their load, and one file is
 * ~4.4 KB brotli less than three on every first load (two: ~1.7 KB), which the 200 KB per screen
 * the budget holds needed; the client-drawn screens pay for it in compile time (bench/README.md).
 */
const SHARED_LIBRARY_FILES = 1;

function mergeSharedChunks(compilation, chunks, files = SHARED_LIBRARY_FILES) {
  const { chunkGraph } = compilation;
  /** Chunks loaded only for shared modules (a provider, or a consumer's fallback). */
  const isShareChunk = (chunk) => {
    if (chunk.canBeInitial()) return false;
    const groups = [...chunk.groupsIterable];
    return (
      groups.length > 0 &&
      groups.every(
        (g) => g.origins.length > 0 && g.origins.every((o) => [PROVIDE, CONSUME].includes(o.module?.type)),
      )
    );
  };
  /** Share key → every chunk a provider or fallback of it loads. */
  const chunksOfKey = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE && module.type !== CONSUME) continue;
    const key = module.type === PROVIDE ? module._name : module.options.shareKey;
    const set = chunksOfKey.get(key) ?? new Set();
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) for (const c of group.chunks) set.add(c);
    }
    chunksOfKey.set(key, set);
  }
  const consumedKeys = (chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)]
      .filter((m) => m.type === CONSUME)
      .map((m) => m.options.shareKey);
  const layers = new Map();
  const layerOf = (chunk, path = new Set()) => {
    if (layers.has(chunk)) return layers.get(chunk);
    if (!isShareChunk(chunk) || path.has(chunk)) return Infinity;
    path.add(chunk);
    let layer = 0;
    for (const key of consumedKeys(chunk))
      for (const dep of chunksOfKey.get(key) ?? []) layer = Math.max(layer, layerOf(dep, path) + 1);
    path.delete(chunk);
    layers.set(chunk, layer);
    return layer;
  };
  const byLayer = new Map();
  for (const chunk of chunks) {
    const layer = layerOf(chunk);
    if (!Number.isFinite(layer)) continue;
    byLayer.set(layer, [...(byLayer.get(layer) ?? []), chunk]);
  }
  // Only the libraries' code (layer 0) is worth several files: the consumes above it hold no code.
  for (const [layer, group] of byLayer)
    for (const [first, ...rest] of sizeBins(group, layer === 0 ? files : 1, (c) =>
      chunkGraph.getChunkModulesSize(c),
    ))
      for (const other of rest) {
        if (!chunkGraph.canChunksBeIntegrated(first, other)) continue;
        chunkGraph.integrateChunks(first, other);
        compilation.chunks.delete(other);
      }
}

/** `items` in at most `count` groups of similar total size (largest first, each to the lightest). */
function sizeBins(items, count, sizeOf) {
  const bins = Array.from({ length: Math.min(count, items.length) }, () => ({ size: 0, items: [] }));
  for (const item of [...items].sort((a, b) => sizeOf(b) - sizeOf(a))) {
    const bin = bins.reduce((a, b) => (b.size < a.size ? b : a));
    bin.items.push(item);
    bin.size += sizeOf(item);
  }
  return bins.map((b) => b.items).filter((b) => b.length > 0);
}

// The MF runtime asks for the entry file name before chunk hashes exist, only to learn its folder
// depth; answer with the unhashed name then, and the content-hashed one when the file is emitted.
function hashedEntryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:12].js' : '[name].js';
}

/**
 * Full webpack config for one app. Remotes pass `exposes` (and get publicPath 'auto',
 * remoteEntry.js and mf-manifest.json); the host passes none and registers remotes at runtime.
 */
/** Which build of an app this is: FFF_BUILD_LABEL names a deploy, else the package version. */
function buildLabel(pkg) {
  return process.env.FFF_BUILD_LABEL || `${pkg.name}@${pkg.version}`;
}

function createMfConfig({ dir, name, port, title, exposes, mountPath, serverEntries }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isRemote = Boolean(exposes);
  const ModuleFederationPlugin = loadFederationPlugin(dir);
  return (_env, argv = {}) => {
    const development = argv.mode !== 'production';
    return {
      mode: development ? 'development' : 'production',
      context: dir,
      entry: { main: './src/index.ts' },
      // Production maps are written beside the files for operators and profilers but not named in
      // them: the gateway never serves a .map (gateway/src/path-policy.ts), so a reference would only
      // be a 404 in every open developer console.
      devtool: development ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isRemote ? 'auto' : '/',
        filename: development ? '[name].js' : hashedEntryFilename,
        chunkFilename: development ? '[name].js' : '[name].[contenthash:12].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          ...facadeLibraryAliases({ development }),
          ...hostBundlerRuntimeAlias({ isRemote, development }),
        },
      },
      module: {
        rules: [
          ...moduleRules({ development }),
          // The app's own modules do nothing when evaluated but declare (components, styles, API
          // endpoints, slices): importing one name from a feature's index no longer brings every
          // module the index re-exports (Learn's review entry brought the whole review session and
          // lesson player). Entries and dynamic imports run as before.
          { include: path.join(dir, 'src'), sideEffects: false },
        ],
      },
      performance: { hints: false },
      // webpack's built-in HTML/CSS minifiers run in workers that re-resolve the hoisted webpack
      // (a newer major-minor than the apps' pinned copy); html-webpack-plugin minifies the page.
      optimization: { minimizeOptions: { html: false, css: false } },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: true } : { remotes: {} }),
          shared: sharedSingletons(pkg, { hostProvides: isRemote && !development }),
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: federationExperiments({ isRemote, development }),
          runtimePlugins: provideRuntimePlugins({ isRemote, development }),
        }),
        // A production remote has no page of its own: it runs inside the shell, whose runtime it uses.
        ...(isRemote && !development
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title,
                chunks: ['main'],
              }),
            ]),
        new CopyPublicPlugin(dir),
        new RefuseZodClassicPlugin(),
        ...(development
          ? []
          : [new CompileHintsPlugin(), new PrecompressPlugin(), new BundleReportPlugin(dir)]),
        ...(isRemote || development ? [] : [new MergeSharedChunksPlugin(), new PreloadFirstLoadPlugin()]),
        // Node copies of screens a server draws (server-entry-plugin.cjs), in production builds.
        ...(serverEntries && !development
          ? [
              new ServerEntryPlugin({
                dir,
                entries: serverEntries,
                shared: SINGLETONS,
                subpathPrefixes: Object.keys(SUBPATH_SINGLETONS),
                // The drawn markup names the same build as the browser's (More's data-build).
                define: { 'process.env.FFF_BUILD_LABEL': JSON.stringify(buildLabel(pkg)) },
              }),
            ]
          : []),
        // Which build of this app is on the page (operators and the remote-swap test read it);
        // FFF_BUILD_LABEL names a deploy, else the package version.
        new (require(process.env.FEDERATION_WEBPACK_PATH).DefinePlugin)({
          'process.env.FFF_BUILD_LABEL': JSON.stringify(buildLabel(pkg)),
          // Shell and remotes check that they share one bundler runtime (runtime/*-bundler-runtime.mjs).
          'process.env.FFF_BUNDLER_RUNTIME_VERSION': JSON.stringify(
            require(
              require.resolve('@module-federation/webpack-bundler-runtime/package.json', {
                paths: [__dirname],
              }),
            ).version,
          ),
        }),
      ],
      devServer: devServer({ dir, port, mountPath, spa: !isRemote }),
    };
  };
}

module.exports = {
  SINGLETONS,
  facadeLibraryAliases,
  mergeSharedChunks,
  moduleRules,
  sharedSingletons,
  devServer,
  CopyPublicPlugin,
  PrecompressPlugin,
  BundleReportPlugin,
  createMfConfig,
};
