// Lighthouse alone, several times on one platform, for before/after comparisons of the first load:
// `npm run bench:lighthouse -w bench -- --runs=3` (under the e2e lock, like `npm run bench`).
// Prints every run's figures and the medians; builds what is stale first, as the bench does.
//
// `--throttling=devtools` runs each load itself throttled (lighthouse.bench.ts's Throttling).
//
// `--against=DIR` serves a second checkout (DIR, built, e.g. a worktree at the previous commit) beside
// this one and alternates the two run by run, the order flipping each run: the simulated score
// multiplies every main-thread task by four, so whatever else the two cores do moves a batch's median
// by several points, and only interleaved runs compare two builds under the same conditions.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signUpViewer } from './api.bench';
import { runLighthouseBench, type LighthouseRow, type Throttling } from './lighthouse.bench';
import { median } from './measure';
import { buildIfStale, ROOT, SERVICE_PORT_BASE, startPlatform, type Platform } from './platform';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8190' },
    against: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
  },
});

interface Build {
  name: string;
  platform: Platform;
  viewer: Awaited<ReturnType<typeof signUpViewer>>;
}

async function startBuilds(results: string): Promise<Build[]> {
  const here = await startPlatform({ port: Number(values.port), workDir: path.join(results, 'run') });
  const builds: Build[] = [{ name: 'this', platform: here, viewer: await signUpViewer(here) }];
  if (values.against) {
    const dir = path.resolve(values.against);
    // The other checkout's own platform code, so each build runs the way its bench ran it.
    const other = (await import(path.join(dir, 'bench/src/platform.ts'))) as typeof import('./platform');
    const there = await other.startPlatform({
      port: Number(values.port) + 2,
      workDir: path.join(results, 'run-against'),
      servicePortBase: SERVICE_PORT_BASE + 200,
    });
    builds.push({ name: path.basename(dir), platform: there, viewer: await signUpViewer(there) });
  }
  return builds;
}

function throttlingOption(): Throttling {
  const value = values.throttling;
  if (value === 'simulate' || value === 'devtools') return value;
  throw new Error(`--throttling must be simulate or devtools, not ${value}`);
}

async function main(): Promise<void> {
  const throttling = throttlingOption();
  buildIfStale();
  const results = path.join(ROOT, 'bench/results');
  const builds = await startBuilds(results);
  const rows: Array<LighthouseRow & { build: string }> = [];
  try {
    for (let i = 0; i < Number(values.runs); i++) {
      for (const build of i % 2 === 0 ? builds : [...builds].reverse()) {
        for (const r of await runLighthouseBench(build.platform, build.viewer, results, 1, throttling)) {
          rows.push({ ...r, build: build.name });
          console.log(
            `run ${i + 1} ${build.name} ${r.page}: ${r.score}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms`,
          );
        }
      }
    }
  } finally {
    await Promise.all(builds.map((b) => b.platform.stop()));
  }
  for (const build of builds)
    for (const page of new Set(rows.map((r) => r.page))) {
      const of = rows.filter((r) => r.page === page && r.build === build.name);
      console.log(
        `median ${build.name} ${page}: ${median(of.map((r) => r.score))}, LCP ${Math.round(median(of.map((r) => r.lcpMs)))} ms, TBT ${Math.round(median(of.map((r) => r.tbtMs)))} ms`,
      );
    }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
