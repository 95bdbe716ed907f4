// The browser's cold loads alone, on one platform: `npm run bench:route-js -w bench -- [--files]
// [--routes=/,/league] [--no-build]` (under the e2e lock, like `npm run bench`). Prints, per screen, the
// JavaScript on the wire with the client started and every script it took, for working on the
// first loads without the API run. Builds what is stale first, as the bench does.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signUpViewer } from './api.bench';
import { runBrowserBench } from './browser.bench';
import { buildIfStale, ROOT, startPlatform } from './platform';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8190' },
    routes: { type: 'string' },
    files: { type: 'boolean', default: false },
    // Measure the builds as they are (e.g. while someone else's half-done service does not build).
    'no-build': { type: 'boolean', default: false },
  },
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!values['no-build']) buildIfStale();
  const platform = await startPlatform({
    port: Number(values.port),
    workDir: path.join(ROOT, 'bench/results/run-route-js'),
  });
  try {
    const viewer = await signUpViewer(platform);
    const rows = await runBrowserBench(platform, viewer, values.routes?.split(','));
    for (const r of rows) {
      console.log(
        `${r.page.padEnd(20)} ${kb(r.jsBytes).padStart(9)} in ${r.jsFiles} files, LCP ${Math.round(r.lcpMs)} ms, content after ${Math.round(r.readyMs)} ms`,
      );
      if (values.files) for (const s of r.scripts) console.log(`    ${kb(s.bytes).padStart(9)}  ${s.path}`);
    }
  } finally {
    await platform.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
