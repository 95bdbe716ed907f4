#!/usr/bin/env node
// Bundles the shell's renderer (src/server/server.ts) into dist-server/server.js for
// `node dist-server/server.js`: everything it runs is in the file (React, styled-components, our
// @fff/* packages and the remotes' screens it renders, from the versions the browser's build has),
// so its image needs no node_modules. Outside dist/, so the gateway never serves it as a file.
import { build } from 'esbuild';
import path from 'node:path';

const shell = path.resolve(import.meta.dirname, '..');

const started = Date.now();
const result = await build({
  entryPoints: [path.join(shell, 'src', 'server', 'server.ts')],
  outfile: path.join(shell, 'dist-server', 'server.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  jsx: 'automatic',
  // The browser's production build of every package; also what @fff/platform reads at start.
  define: { 'process.env.NODE_ENV': '"production"' },
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
process.stdout.write(
  `build-renderer: dist-server/server.js (${(bytes / 1024).toFixed(0)} kB) in ${Date.now() - started} ms\n`,
);
