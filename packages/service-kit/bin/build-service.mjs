#!/usr/bin/env node
// Bundle the current workspace's src/main.ts into dist/server.js for `node dist/server.js` (the name the
// images and compose files run), and the embedded MongoDB's database process into dist/embedded-mongo.js,
// which the service starts beside itself when it keeps its data in a directory (service-kit's database.ts).
// Packages from node_modules stay external (installed at run time), except our @fff/* workspace
// packages: they ship TypeScript source, which node cannot run, so they are bundled in.
import { build } from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const cwd = process.cwd();
const entry = path.join(cwd, 'src', 'main.ts');
if (!fs.existsSync(entry)) {
  console.error(`fff-build-service: no src/main.ts in ${cwd}`);
  process.exit(1);
}

/** @type {import('esbuild').Plugin} */
const externalizeDependencies = {
  name: 'externalize-dependencies',
  setup(b) {
    // Bare specifiers only (not ./relative or /absolute paths).
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fff/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// The database process's entry (packages/embedded-mongo/src/child-main.ts); its file name is BUNDLED_CHILD there.
const embeddedMongo = path.dirname(
  createRequire(import.meta.url).resolve('@fff/embedded-mongo/package.json'),
);
const databaseEntry = path.join(embeddedMongo, 'src', 'child-main.ts');

const started = Date.now();
const result = await build({
  entryPoints: { server: entry, 'embedded-mongo': databaseEntry },
  outdir: path.join(cwd, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Object spread is compiled to plain property copies: V8 (Node 20) takes a slow path for a literal
  // that spreads a second object (`{ ...a, ...b }`: ~17 µs for two 5-key objects here, ~0.8 µs
  // compiled; building GET /api/user's answer ~66 µs, ~17 µs compiled). bench/README.md
  // "Object spread" has the measurements; esbuild's helper keeps spread's semantics for plain data.
  supported: { 'object-rest-spread': false },
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalizeDependencies],
  banner: {
    js: '// Built by fff-build-service; run with node --enable-source-maps for TypeScript stack traces.',
  },
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `fff-build-service: dist/server.js, dist/embedded-mongo.js (${(bytes / 1024).toFixed(0)} kB) in ${Date.now() - started} ms`,
);
