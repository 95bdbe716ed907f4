// `npm run bench`: in one go, on the embedded default, every figure of bench/README.md (its targets) beside a baseline
// measured in the same run, printed as one table of ratios with each target and limit.
//   --learners=N        learners seeded before the load (default 10000)
//   --scale-learners=N  the large point of the 1,000-vs-many load check (default 100000; 0 skips)
//   --seconds=N         measured seconds per route and per baseline (default 10)
//   --profile           CPU-profile the services (node --cpu-prof) and print what dominated
//   --week-close-learners=N  learners of last week the league week close closes (default 100000)
//   --skip-db, --skip-api, --skip-browser, --skip-lighthouse, --skip-week-close
//   --routes=a,b        only these API routes (names: levels, user, progress, league, friends)
//   --skip-extra        not the older social and league latency runs at the end
// Uses fixed ports 4001-4003 like `npm start` (run it alone: flock /tmp/fff-e2e.lock npm run bench).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CONNECTIONS,
  leagueCohortSize,
  pairedLoad,
  P99_LIMIT,
  ROUTES,
  runApiLoad,
  signUpViewer,
  type LoadRow,
  type ScaleRow,
} from './api.bench';
import { CLS_LIMIT, JS_LIMIT_BYTES, LCP_LIMIT_MS, runBrowserBench, type PageRow } from './browser.bench';
import { runEmbeddedMongoBench } from './embedded-mongo.bench';
import {
  LIGHTHOUSE_LCP_LIMIT_MS,
  LIGHTHOUSE_MIN_SCORE,
  runLighthouseBench,
  type LighthouseRow,
} from './lighthouse.bench';
import { LEAGUE_BASELINE, runLeagueBench } from './league.bench';
import { formatTable, type Row } from './measure';
import { buildIfStale, ROOT, SERVICE_PORT_BASE, SERVICES, startPlatform, type Platform } from './platform';
import { summariseProfiles } from './profile';
import { seedLearners } from './seed';
import { lookupLines, memoryLines, seedSampling, type MemorySample } from './service-memory';
import { runLookupBench } from './lookup.bench';
import { formatLatency, runSocialBench } from './social.bench';
import { runWeekCloseBench, weekCloseFigures, type WeekCloseResult } from './week-close.bench';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '10000' },
    'scale-learners': { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    profile: { type: 'boolean', default: false },
    'skip-db': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-week-close': { type: 'boolean', default: false },
    'week-close-learners': { type: 'string', default: '100000' },
    'skip-extra': { type: 'boolean', default: false },
    routes: { type: 'string', default: ROUTES.map((r) => r.name).join(',') },
    port: { type: 'string', default: '8190' },
  },
});
const LEARNERS = Number(values.learners);
const SCALE = Number(values['scale-learners']);
const SECONDS = Number(values.seconds);
const SMALL = 1000;
const VIEWER_FRIENDS = 50;
/** The same routes' throughput and p99 at SCALE learners within this of SMALL's (issue 41). */
const SCALE_LIMIT = 0.1;
/** The routes of the scale check: those reading learner data (levels reads none). */
const SCALE_ROUTES = ['user', 'progress', 'league', 'friends'];
const PICKED = values.routes.split(',');
const API_ROUTES = ROUTES.filter((r) => PICKED.includes(r.name));
if (API_ROUTES.length !== PICKED.length)
  throw new Error(`--routes: names are ${ROUTES.map((r) => r.name).join(', ')}`);

const results = path.join(ROOT, 'bench', 'results');
const pct = (x: number) => `${Math.round(x * 100)} %`;
const times = (x: number) => `${x.toFixed(1)}×`;
const n = (x: number) => Math.round(x).toLocaleString('en-US');

interface Line {
  what: string;
  measured: string;
  baseline: string;
  ratio: string;
  target: string;
  ok: boolean;
}

function table(lines: Line[]): string {
  const head = ['what', 'measured', 'baseline', 'ratio', 'target', ''];
  const body = lines.map((l) => [l.what, l.measured, l.baseline, l.ratio, l.target, l.ok ? '✔' : '✖']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [row(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(row)].join('\n');
}

function apiLines(rows: LoadRow[]): Line[] {
  return rows.flatMap((r) => {
    const share = r.reqPerSec / r.baseReqPerSec;
    const p99 = r.p99Ms / Math.max(1, r.baseP99Ms);
    return [
      {
        what: `GET ${r.path} req/s`,
        measured: n(r.reqPerSec),
        baseline: n(r.baseReqPerSec),
        ratio: pct(share),
        target: `≥ ${pct(r.minShare)}`,
        ok: share >= r.minShare,
      },
      {
        what: `  p99`,
        measured: `${r.p99Ms} ms`,
        baseline: `${r.baseP99Ms} ms`,
        ratio: times(p99),
        target: `≤ ${P99_LIMIT}×`,
        ok: p99 <= P99_LIMIT,
      },
      {
        what: `  non-2xx / errors`,
        measured: `${r.non2xx} / ${r.errors}`,
        baseline: '',
        ratio: '',
        target: '0',
        ok: r.non2xx === 0 && r.errors === 0,
      },
    ];
  });
}

const signed = (change: number) => `${change >= 0 ? '+' : ''}${pct(change)}`;

function scaleLines(rows: Record<string, ScaleRow>, learners: number): Line[] {
  return Object.entries(rows).flatMap(([route, r]) => [
    {
      what: `${route} req/s: ${n(learners)} vs ${n(SMALL)} learners`,
      measured: n(r.largeReqPerSec),
      baseline: n(r.smallReqPerSec),
      ratio: `${signed(r.reqPerSecRatio - 1)} (medians ${signed(r.largeReqPerSec / r.smallReqPerSec - 1)})`,
      target: `≥ −${pct(SCALE_LIMIT)}`,
      ok: r.reqPerSecRatio >= 1 - SCALE_LIMIT,
    },
    {
      what: `  p99`,
      measured: `${r.largeP99Ms.toFixed(1)} ms`,
      baseline: `${r.smallP99Ms.toFixed(1)} ms`,
      ratio: `${signed(r.p99Ratio - 1)} (medians ${signed(r.largeP99Ms / r.smallP99Ms - 1)})`,
      target: `≤ +${pct(SCALE_LIMIT)}`,
      ok: r.p99Ratio <= 1 + SCALE_LIMIT,
    },
  ]);
}

function weekCloseLines(result: WeekCloseResult | undefined): Line[] {
  if (!result) return [];
  return weekCloseFigures(result).map((f) => ({ ...f, baseline: '', ratio: '' }));
}

/**
 * The scale comparison's small point: a second platform (its own services, databases and nginx, on
 * other ports) holding SMALL learners, the same viewer and friends as the large one.
 */
async function withSmallPlatform<T>(use: (platform: Platform, token: string) => Promise<T>): Promise<T> {
  const small = await startPlatform({
    port: Number(values.port) + 1,
    workDir: path.join(results, 'run-small'),
    servicePortBase: SERVICE_PORT_BASE + 100,
  });
  try {
    const viewer = await signUpViewer(small);
    await leagueCohortSize(small, viewer.token);
    await seedLearners(small, 0, SMALL, { id: viewer.id, friends: VIEWER_FRIENDS });
    // Identity tells social about the new account through its outbox (polled every 5 s).
    await new Promise((r) => setTimeout(r, 6000));
    return await use(small, viewer.token);
  } finally {
    await small.stop();
  }
}

function browserLines(rows: PageRow[]): Line[] {
  return rows.flatMap((r) => [
    {
      what: `${r.page}: JS on the wire, client started (${r.jsFiles} files)`,
      measured: `${(r.jsBytes / 1024).toFixed(1)} KB`,
      baseline: '',
      ratio: pct(r.jsBytes / JS_LIMIT_BYTES),
      target: `≤ ${JS_LIMIT_BYTES / 1024} KB`,
      ok: r.jsBytes <= JS_LIMIT_BYTES,
    },
    {
      what: `  LCP (lab, no throttling)`,
      measured: `${Math.round(r.lcpMs)} ms`,
      baseline: '',
      ratio: pct(r.lcpMs / LCP_LIMIT_MS),
      target: `≤ ${LCP_LIMIT_MS} ms`,
      ok: r.lcpMs <= LCP_LIMIT_MS,
    },
    {
      what: `  CLS`,
      measured: r.cls.toFixed(3),
      baseline: '',
      ratio: '',
      target: `≤ ${CLS_LIMIT}`,
      ok: r.cls <= CLS_LIMIT,
    },
    {
      what: `  content visible after`,
      measured: `${Math.round(r.readyMs)} ms`,
      baseline: '',
      ratio: '',
      target: '',
      ok: true,
    },
  ]);
}

function lighthouseLines(rows: LighthouseRow[]): Line[] {
  return rows.flatMap((r) => [
    {
      what: `${r.page}: Lighthouse performance (mobile, median of ${r.scores.length})`,
      measured: `${r.score} (${r.scores.join(', ')})`,
      baseline: '',
      ratio: '',
      target: `≥ ${LIGHTHOUSE_MIN_SCORE}`,
      ok: r.score >= LIGHTHOUSE_MIN_SCORE,
    },
    {
      what: `  LCP (Lighthouse, simulated slow 4G)`,
      measured: `${Math.round(r.lcpMs)} ms`,
      baseline: '',
      ratio: pct(r.lcpMs / LIGHTHOUSE_LCP_LIMIT_MS),
      target: `≤ ${LIGHTHOUSE_LCP_LIMIT_MS} ms`,
      ok: r.lcpMs <= LIGHTHOUSE_LCP_LIMIT_MS,
    },
    {
      what: `  TBT, CLS (Lighthouse)`,
      measured: `${Math.round(r.tbtMs)} ms, ${r.cls.toFixed(3)}`,
      baseline: '',
      ratio: '',
      target: `CLS ≤ ${CLS_LIMIT}`,
      ok: r.cls <= CLS_LIMIT,
    },
  ]);
}

async function main(): Promise<void> {
  buildIfStale();
  fs.rmSync(path.join(results, 'run'), { recursive: true, force: true });
  fs.rmSync(path.join(results, 'run-small'), { recursive: true, force: true });
  const profileDir = values.profile
    ? path.join(results, 'profiles', new Date().toISOString().replace(/[:.]/g, '-'))
    : undefined;
  const dbRows: Row[] = values['skip-db']
    ? []
    : (console.log('embedded MongoDB against a do-nothing wire server…'), await runEmbeddedMongoBench());

  console.log('starting the platform (embedded databases in their own processes, nginx)…');
  const platform = await startPlatform({
    port: Number(values.port),
    workDir: path.join(results, 'run'),
    profileDir,
  });
  const lines: Line[] = [];
  const memory: MemorySample[] = [];
  let pages: PageRow[] = [];
  let audits: LighthouseRow[] = [];
  try {
    const viewer = await signUpViewer(platform);
    await leagueCohortSize(platform, viewer.token);
    const t0 = Date.now();
    await seedLearners(platform, 0, SMALL, { id: viewer.id, friends: VIEWER_FRIENDS });
    // Identity tells social about the new account through its outbox (polled every 5 s).
    await new Promise((r) => setTimeout(r, 6000));
    console.log(`seeding to ${n(LEARNERS)} learners…`);
    await seedSampling(platform, SMALL, LEARNERS, memory);
    console.log(`  seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    console.log(`load: ${CONNECTIONS} connections, ${SECONDS} s per route and per baseline…`);
    if (!values['skip-api'])
      lines.push(...apiLines(await runApiLoad(platform, viewer.token, SECONDS, API_ROUTES)));
    if (!values['skip-browser']) {
      console.log('browser cold loads…');
      // A page that never shows its content is a failed figure, not a lost run.
      pages = await runBrowserBench(platform, viewer).catch((err: unknown) => {
        console.error(`browser bench failed: ${String(err)}`);
        lines.push({
          what: 'browser cold loads',
          measured: 'failed',
          baseline: '',
          ratio: '',
          target: 'content shows',
          ok: false,
        });
        return [];
      });
    }
    if (!values['skip-lighthouse']) {
      console.log('Lighthouse…');
      audits = await runLighthouseBench(platform, viewer, results).catch((err: unknown) => {
        console.error(`Lighthouse failed: ${String(err)}`);
        lines.push({
          what: 'Lighthouse',
          measured: 'failed',
          baseline: '',
          ratio: '',
          target: `score ≥ ${LIGHTHOUSE_MIN_SCORE}`,
          ok: false,
        });
        return [];
      });
    }
    if (SCALE && !values['skip-api']) {
      if (SCALE > LEARNERS) {
        console.log(`seeding to ${n(SCALE)} learners…`);
        const t1 = Date.now();
        await seedSampling(platform, LEARNERS, SCALE, memory);
        console.log(`  seeded in ${((Date.now() - t1) / 1000).toFixed(0)} s`);
      }
      console.log(`load at ${n(SMALL)} and ${n(Math.max(SCALE, LEARNERS))} learners, alternating rounds…`);
      const rows = await withSmallPlatform(async (small, token) => {
        const cohorts = [
          await leagueCohortSize(small, token),
          await leagueCohortSize(platform, viewer.token),
        ];
        console.log(`  the viewer's league cohort: ${cohorts[0]} and ${cohorts[1]} learners`);
        const routes = API_ROUTES.filter((r) => SCALE_ROUTES.includes(r.name));
        return pairedLoad({ platform: small, token }, { platform, token: viewer.token }, routes);
      });
      lines.push(...scaleLines(rows, Math.max(SCALE, LEARNERS)));
    }
  } finally {
    await platform.stop();
  }
  let weekClose: WeekCloseResult | undefined;
  if (!values['skip-week-close']) {
    console.log('league week close…');
    weekClose = await runWeekCloseBench({
      learners: Number(values['week-close-learners']),
      workDir: path.join(results, 'week-close'),
    });
  }
  lines.push(...memoryLines(memory));
  if (!values['skip-db']) lines.push(...lookupLines(await runLookupBench()));
  lines.push(...browserLines(pages), ...lighthouseLines(audits), ...weekCloseLines(weekClose));

  console.log(
    `\nAPI through nginx (${CONNECTIONS} connections, signed in, ${n(LEARNERS)} learners seeded) and browser cold loads;`,
  );
  console.log('baseline: a bare Express 5 app answering the same body behind the same nginx, in this run.\n');
  console.log(table(lines));
  if (dbRows.length)
    console.log(
      '\nEmbedded MongoDB round trips (driver, sequential) against a do-nothing wire server:\n\n' +
        formatTable(dbRows),
    );
  if (profileDir) {
    for (const s of SERVICES)
      console.log(
        `\nCPU profile of ${s.name} (whole run):\n${summariseProfiles(path.join(profileDir, s.name))}`,
      );
  }
  if (!values['skip-extra']) {
    console.log('\nrunning social…');
    console.log('\n' + formatLatency(await runSocialBench()));
    console.log('running league (100 vs 100,000 learners in a tier)…');
    console.log('\n' + formatLatency(await runLeagueBench(), LEAGUE_BASELINE));
  }
  const failed = lines.filter((l) => !l.ok).length;
  console.log(`\n${failed ? `${failed} figure(s) off target` : 'every figure on target'}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
