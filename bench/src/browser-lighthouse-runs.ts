// Lighthouse alone, several times on one platform, for before/after comparisons of the first load:
// `npm run bench:lighthouse -w bench -- --runs=3` (under the e2e lock, like `npm run bench`).
// Prints every run's figures and the medians; builds what is stale first, as the bench does.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signUpViewer } from './api.bench';
import { runLighthouseBench, type LighthouseRow } from './lighthouse.bench';
import { buildIfStale, ROOT, startPlatform } from './platform';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '8190' } },
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  buildIfStale();
  const results = path.join(ROOT, 'bench/results');
  const platform = await startPlatform({ port: Number(values.port), workDir: path.join(results, 'run') });
  const rows: LighthouseRow[] = [];
  try {
    const viewer = await signUpViewer(platform);
    for (let i = 0; i < Number(values.runs); i++) {
      for (const r of await runLighthouseBench(platform, viewer, results)) {
        rows.push(r);
        console.log(
          `run ${i + 1} ${r.page}: ${r.score}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms`,
        );
      }
    }
  } finally {
    await platform.stop();
  }
  for (const page of new Set(rows.map((r) => r.page))) {
    const of = rows.filter((r) => r.page === page);
    console.log(
      `median ${page}: ${median(of.map((r) => r.score))}, LCP ${Math.round(median(of.map((r) => r.lcpMs)))} ms, TBT ${Math.round(median(of.map((r) => r.tbtMs)))} ms`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
