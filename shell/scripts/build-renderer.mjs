#!/usr/bin/env node
// Bundles the shell's renderer (src/server) into dist-server/ for `node dist-server/server.js`:
// - server.js: the HTTP server, its configuration and the loading of the remotes' live releases;
// - render-core.js: what a render runs (React, styled-components, our @fff/* packages, the shell's
//   App and layout), evaluated afresh per remote release (src/server/live-remote-release.ts). The
//   screens are not in it: they come from the releases' server entries (each remote's dist/server/).
// Everything they run is in the two files, so the image needs no node_modules. Outside dist/, so the
// gateway never serves them as files.
import { build } from 'esbuild';
import path from 'node:path';

const shell = path.resolve(import.meta.dirname, '..');
const source = (file) => path.join(shell, 'src', 'server', file);

const started = Date.now();
const result = await build({
  entryPoints: { server: source('server.ts'), 'render-core': source('render-core.tsx') },
  outdir: path.join(shell, 'dist-server'),
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
const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, o]) => `${path.basename(file)} ${(o.bytes / 1024).toFixed(0)} kB`);
process.stdout.write(`build-renderer: ${sizes.join(', ')} in ${Date.now() - started} ms\n`);
