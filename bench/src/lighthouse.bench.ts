// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on /auth signed out and on Learn
// signed in, each on a cold HTTP cache: the performance score and its LCP, TBT and CLS, the figures the
// issue's target names. Lighthouse 12 is the newest line that runs on Node 20 (13 needs Node 22).
// It runs as its own CLI under plain node: tsx's transform adds a `__name` helper to functions, and
// Lighthouse sends functions' source into the page, where that helper does not exist.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import type { Platform } from './platform';

export const LIGHTHOUSE_MIN_SCORE = 95;

/** One page's Lighthouse figures. */
export interface LighthouseRow {
  page: string;
  score: number;
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

async function audit(url: string, page: string, reportFile: string): Promise<LighthouseRow> {
  // Lighthouse's defaults clear the HTTP cache and the origin's storage, but not its cookies: the
  // signed-in run keeps the refresh cookie and still loads every file cold.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [CLI, url, `--port=${DEBUG_PORT}`, '--output=json', '--only-categories=performance', '--quiet'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  // The whole report stays beside the run's logs, for what the score hides (bootup time by script…).
  fs.writeFileSync(reportFile, stdout);
  const lhr = JSON.parse(stdout) as Report;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** /auth signed out, then Learn signed in as `viewer`, in one Chromium that Lighthouse drives. */
export async function runLighthouseBench(
  platform: Platform,
  viewer: { email: string; password: string },
  reportDir: string,
): Promise<LighthouseRow[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-lighthouse-'));
  // A persistent context is the browser's default one, the one Lighthouse opens its tab in, so the
  // session cookie the login below stores is the one Learn's load sends.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    const rows = [
      await audit(
        `${platform.gateway}/auth`,
        '/auth (signed out)',
        path.join(reportDir, 'lighthouse-auth.json'),
      ),
    ];
    const login = await context.request.post(`${platform.gateway}/api/auth/login`, {
      data: { email: viewer.email, password: viewer.password },
    });
    if (!login.ok()) throw new Error(`login answered ${login.status()}`);
    rows.push(
      await audit(`${platform.gateway}/`, 'Learn (signed in)', path.join(reportDir, 'lighthouse-learn.json')),
    );
    return rows;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
