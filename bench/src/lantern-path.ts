// What bounds Learn's simulated first paint: `npm run bench:lantern-path -w bench -- --runs=2` (under
// the e2e lock, like `npm run bench`). Each run is one signed-in cold Lighthouse load of Learn, kept
// in bench/results/lantern-N/; then Lighthouse's own Lantern model is asked for its FCP and LCP
// estimates, and this prints the chain of requests and tasks behind the LCP estimate, each with its
// simulated start and end (ms), and when the last first-load script arrived in the simulation.
//
// Lantern (Lighthouse 12's default) loads the page unthrottled, then replays a graph of its requests
// and main-thread tasks on a slow-4G phone: 150 ms round trips, ~1.6 Mbit/s shared by every request,
// each task four times as long. The graph of a paint holds the requests finished before it was
// observed, the tasks that sent them, the tasks that ran a script file or did layout; a task that
// only ran JavaScript after a timer or a fetch is not in it unless it sent a request.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { signUpViewer } from './api.bench';
import { auditOnce } from './lighthouse.bench';
import { buildIfStale, ROOT, startPlatform } from './platform';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '2' }, port: { type: 'string', default: '8190' } },
});

/** The parts of a Lantern graph node this report reads. */
interface GraphNode {
  type: 'network' | 'cpu';
  startTime: number;
  duration: number;
  request?: { url: string; transferSize: number; resourceType?: string };
  childEvents?: Array<{ name: string; dur?: number }>;
  getEvaluateScriptURLs?: () => Set<string>;
  getDependencies(): GraphNode[];
}

type Timings = Map<GraphNode, { startTime: number; endTime: number }>;

interface Estimate {
  timing: number;
  pessimisticEstimate: { timeInMs: number; nodeTimings: Timings };
  optimisticEstimate: { timeInMs: number };
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** A node in one line: a request's path and bytes, or a task's time and its longest kinds of work. */
function describe(node: GraphNode): string {
  if (node.type === 'network' && node.request)
    return `request ${pathOf(node.request.url)} (${(node.request.transferSize / 1024).toFixed(1)} KB)`;
  const byName = new Map<string, number>();
  for (const e of node.childEvents ?? []) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map(pathOf);
  const work = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
  return `task ${(node.duration / 1000).toFixed(1)} ms observed${scripts.length ? ` runs ${scripts.join(' ')}` : ''} [${work}]`;
}

/** From the node that ends last back to the document: each step's latest-ending dependency. */
function criticalPath(timings: Timings): GraphNode[] {
  let last: GraphNode | undefined;
  for (const [node, t] of timings) if (!last || t.endTime > timings.get(last)!.endTime) last = node;
  const chain: GraphNode[] = [];
  for (let node = last; node;) {
    chain.unshift(node);
    let next: GraphNode | undefined;
    for (const dep of node.getDependencies())
      if (timings.has(dep) && (!next || timings.get(dep)!.endTime > timings.get(next)!.endTime)) next = dep;
    node = next;
  }
  return chain;
}

async function report(dir: string): Promise<void> {
  const artifacts = (await loadArtifacts(dir)) as unknown as Record<string, unknown> & {
    devtoolsLogs: { defaultPass: unknown };
    traces: { defaultPass: unknown };
  };
  const data = {
    trace: artifacts.traces.defaultPass,
    devtoolsLog: artifacts.devtoolsLogs.defaultPass,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map() };
  type Request = (d: unknown, c: unknown) => Promise<Estimate>;
  const fcp = await (LanternFirstContentfulPaint.request as unknown as Request)(data, context);
  const lcp = await (LanternLargestContentfulPaint.request as unknown as Request)(data, context);
  const timings = lcp.pessimisticEstimate.nodeTimings;
  const scriptsEnd = Math.max(
    ...[...timings]
      .filter(
        ([n]) =>
          n.type === 'network' && n.request?.resourceType === 'Script' && !/\/mf\//.test(n.request.url),
      )
      .map(([, t]) => t.endTime),
  );
  console.log(
    `${dir}: simulated FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms ` +
      `(optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}); ` +
      `the shell's scripts have all arrived at ${Math.round(scriptsEnd)} ms`,
  );
  console.log('  the LCP estimate’s longest chain (simulated start → end):');
  for (const node of criticalPath(timings)) {
    const t = timings.get(node)!;
    console.log(
      `  ${String(Math.round(t.startTime)).padStart(6)} → ${String(Math.round(t.endTime)).padStart(6)}  ${describe(node)}`,
    );
  }
}

async function main(): Promise<void> {
  buildIfStale();
  const results = path.join(ROOT, 'bench/results');
  const platform = await startPlatform({ port: Number(values.port), workDir: path.join(results, 'run') });
  const dirs: string[] = [];
  try {
    const viewer = await signUpViewer(platform);
    for (let run = 1; run <= Number(values.runs); run++) {
      const dir = path.join(results, `lantern-${run}`);
      fs.rmSync(dir, { recursive: true, force: true });
      await auditOnce(platform, viewer, 'simulate', dir);
      dirs.push(dir);
    }
  } finally {
    await platform.stop();
  }
  for (const dir of dirs) await report(dir);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
