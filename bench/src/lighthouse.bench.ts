// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on /auth signed out and on every
// tab screen signed in (Learn, League, Friends, Profile, More), each on a cold HTTP cache: the
// performance score and its LCP, TBT and CLS, the figures the target names. Lighthouse 12 is the newest line that runs on Node 20 (13 needs Node 22).
// It runs as its own CLI under plain node: tsx's transform adds a `__name` helper to functions, and
// Lighthouse sends functions' source into the page, where that helper does not exist.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { signInContext } from './browser-session';
import { SCREENS } from './browser.bench';
import { median } from './measure';
import type { Platform } from './platform';

export const LIGHTHOUSE_MIN_SCORE = 95;
/** Lighthouse's (simulated) LCP may be at most this. */
export const LIGHTHOUSE_LCP_LIMIT_MS = 2000;

/** One page's Lighthouse figures. */
export interface LighthouseRow {
  page: string;
  /** Medians over the runs (CLS: the worst); `scores` holds every run's score. */
  score: number;
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const DEBUG_PORT = 9339;

const CLI = require.resolve('lighthouse/cli/index.js');

interface Report {
  runtimeError?: { message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** Runs per page: one run's score moves by several points on a shared machine; the table shows medians. */
const LIGHTHOUSE_RUNS = 3;

/**
 * How Lighthouse slows the load: 'simulate' (its default and the bench's: an unthrottled load, then
 * Lantern's model of a mid-range phone on slow 4G) or 'devtools' (the load itself runs throttled:
 * the browser's network and CPU emulation), which shows a change the model leaves out of its graph.
 */
export type Throttling = 'simulate' | 'devtools';

/** One Lighthouse run of `url`: the report's text and its parsed result. */
async function audit(
  url: string,
  throttling: Throttling,
  artifactsDir?: string,
): Promise<{ text: string; lhr: Report }> {
  // Lighthouse's defaults clear the HTTP cache and the origin's storage, but not its cookies: the
  // signed-in run keeps the refresh cookie and still loads every file cold.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      CLI,
      url,
      `--port=${DEBUG_PORT}`,
      '--output=json',
      '--only-categories=performance',
      `--throttling-method=${throttling}`,
      '--quiet',
      // Gather and audit, keeping the trace, the network log and the rest in the folder.
      ...(artifactsDir ? [`-GA=${artifactsDir}`] : []),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as Report;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return { text: stdout, lhr };
}

/** Each figure's median over the runs (CLS: the worst run), and every run's score. */
function medianRow(page: string, runs: { text: string; lhr: Report }[], reportFile: string): LighthouseRow {
  const scoreOf = (lhr: Report) => Math.round((lhr.categories.performance.score ?? 0) * 100);
  const value = (lhr: Report, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = runs.map((r) => scoreOf(r.lhr));
  // The whole report of the run with the median score stays beside the run's logs, for what the
  // score hides (bootup time by script…).
  const middle = [...runs].sort((a, b) => scoreOf(a.lhr) - scoreOf(b.lhr))[Math.floor(runs.length / 2)];
  fs.writeFileSync(reportFile, middle.text);
  return {
    page,
    score: median(scores),
    scores,
    lcpMs: median(runs.map((r) => value(r.lhr, 'largest-contentful-paint'))),
    tbtMs: median(runs.map((r) => value(r.lhr, 'total-blocking-time'))),
    cls: Math.max(...runs.map((r) => value(r.lhr, 'cumulative-layout-shift'))),
  };
}

/** A screen's report file name: `lighthouse-league.json`, `lighthouse-auth.json`… */
const reportName = (page: string) =>
  `lighthouse-${page
    .replace(/\(.*\)/, '')
    .trim()
    .replace(/^\//, '')
    .toLowerCase()}.json`;

/**
 * /auth signed out, then every tab screen signed in as `viewer` (browser.bench.ts's SCREENS but
 * Settings), in one Chromium that Lighthouse drives; `runs` times, each in a fresh browser profile;
 * each figure is the median of its runs.
 */
export async function runLighthouseBench(
  platform: Platform,
  viewer: { email: string; password: string },
  reportDir: string,
  runs = LIGHTHOUSE_RUNS,
  throttling: Throttling = 'simulate',
): Promise<LighthouseRow[]> {
  const byPage = new Map<string, { text: string; lhr: Report }[]>();
  for (let run = 0; run < runs; run++) {
    for (const [page, result] of await auditScreens(platform, viewer, throttling))
      byPage.set(page, [...(byPage.get(page) ?? []), result]);
  }
  return [...byPage].map(([page, results]) =>
    medianRow(page, results, path.join(reportDir, reportName(page))),
  );
}

/** The screens Lighthouse audits, in order: the signed-out one first, before the sign-in. */
const AUDITED = SCREENS.filter((s) => s.path !== '/settings');

/**
 * Each screen of AUDITED in a fresh browser profile. With `learnArtifactsDir`, Learn's run keeps
 * what Lighthouse gathered there (lantern-path.ts reads it).
 */
async function auditScreens(
  platform: Platform,
  viewer: { email: string; password: string },
  throttling: Throttling,
  learnArtifactsDir?: string,
  only: string[] = AUDITED.map((s) => s.path),
): Promise<Map<string, { text: string; lhr: Report }>> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-lighthouse-'));
  // A persistent context is the browser's default one, the one Lighthouse opens its tab in, so the
  // session cookie the login below stores is the one the signed-in loads send.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const results = new Map<string, { text: string; lhr: Report }>();
  try {
    let signedIn = false;
    for (const screen of AUDITED.filter((s) => only.includes(s.path))) {
      if (screen.signedIn && !signedIn) {
        await signInContext(context.request, platform.gateway, viewer);
        signedIn = true;
      }
      const artifacts = screen.path === '/' ? learnArtifactsDir : undefined;
      results.set(screen.page, await audit(`${platform.gateway}${screen.path}`, throttling, artifacts));
    }
    return results;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** /auth signed out, then Learn signed in, in a fresh browser profile (lantern-path.ts). */
export async function auditOnce(
  platform: Platform,
  viewer: { email: string; password: string },
  throttling: Throttling,
  learnArtifactsDir?: string,
) {
  const results = await auditScreens(platform, viewer, throttling, learnArtifactsDir, ['/auth', '/']);
  const [signedOut, signedIn] = [...results.values()];
  return { signedOut, signedIn };
}
