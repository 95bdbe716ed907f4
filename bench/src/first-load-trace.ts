// A signed-in cold load of Learn, traced: `npm run bench:first-load-trace -w bench -- --cpu=4`
// (under the e2e lock, like `npm run bench`). Prints the main thread's long tasks before the page's
// LCP, each with the work inside it (script, layout, and the font lookups inside layouts), and writes
// the Chromium trace and a CPU profile per run to bench/results/ (open them in Chromium's DevTools,
// Performance panel: it maps the profile through the builds' source maps). Lighthouse scores a run;
// this shows what a run spent its time on ("First load, session 13" in bench/README.md).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { signUpViewer } from './api.bench';
import { LEARN_READY, pageVitals, signInContext } from './browser-session';
import { buildIfStale, ROOT, startPlatform } from './platform';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    cpu: { type: 'string', default: '1' },
    port: { type: 'string', default: '8190' },
  },
});

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'toplevel',
  'v8.execute',
  'blink',
  'fonts',
];

/** What a long task's time went to: these events' own durations, by name (nested ones overlap). */
const SHOWN = [
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'Commit',
  'FontCache::GetFontPlatformData',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'FontDataManager::onMatchFamilyStyle',
];

const ms = (us: number) => Math.round(us / 1000);

/** The busiest renderer main thread's events, from the document's request on. */
function mainThread(events: TraceEvent[]): { events: TraceEvent[]; start: number } {
  const document = events.find(
    (e) => e.name === 'ResourceSendRequest' && /^https?:\/\/[^/]+\/$/.test(e.args?.data?.url ?? ''),
  );
  if (!document) throw new Error('the trace holds no request for the page');
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const [thread] = [...busy].sort((a, b) => b[1] - a[1])[0];
  return {
    events: events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.ts >= document.ts),
    start: document.ts,
  };
}

/** One line per task of 30 ms or more that started before `lcp` (ms after the document request). */
function longTasks(trace: TraceEvent[], lcp: number): string[] {
  const { events, start } = mainThread(trace);
  const lines: string[] = [];
  for (const task of events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 30_000)) {
    if (ms(task.ts - start) > lcp) break;
    const inside = events.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!,
    );
    const parts = SHOWN.map((name) => {
      const of = inside.filter((e) => e.name === name);
      const total = of.reduce((sum, e) => sum + (e.dur ?? 0), 0);
      return total >= 2000
        ? `${name.replace(/^.*::/, '')} ${ms(total)} ms${of.length > 1 ? ` (×${of.length})` : ''}`
        : '';
    }).filter(Boolean);
    lines.push(`  @${ms(task.ts - start)} ms, ${ms(task.dur!)} ms: ${parts.join(', ')}`);
  }
  return lines;
}

/** One cold load in a browser of its own (a fresh one also has cold font caches in every process). */
async function tracedLoad(gateway: string, viewer: { email: string; password: string }, file: string) {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  try {
    await signInContext(context.request, gateway, viewer);
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { path: `${file}.trace.json`, categories: CATEGORIES });
    await page.goto(`${gateway}/`);
    await page.waitForSelector(LEARN_READY, { state: 'visible', timeout: 30_000 });
    await page.waitForTimeout(1000);
    const { lcp } = await pageVitals(page);
    await browser.stopTracing();
    const { profile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile));
    return lcp;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  buildIfStale();
  const results = path.join(ROOT, 'bench/results');
  const platform = await startPlatform({ port: Number(values.port), workDir: path.join(results, 'run') });
  try {
    const viewer = await signUpViewer(platform);
    for (let run = 1; run <= Number(values.runs); run++) {
      const file = path.join(results, `first-load-${run}`);
      const lcp = await tracedLoad(platform.gateway, viewer, file);
      const trace = JSON.parse(fs.readFileSync(`${file}.trace.json`, 'utf8')) as {
        traceEvents: TraceEvent[];
      };
      console.log(`run ${run} (CPU ×${values.cpu}): LCP ${Math.round(lcp)} ms; long tasks before it:`);
      for (const line of longTasks(trace.traceEvents, lcp)) console.log(line);
      console.log(`  trace and CPU profile: ${path.relative(ROOT, file)}.{trace.json,cpuprofile}`);
    }
  } finally {
    await platform.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
