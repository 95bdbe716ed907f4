// API load through the gateway (autocannon, 50 connections, signed in) against the baseline: a
// bare Express 5 app answering the same body behind the same nginx, measured in the same run.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { median } from './measure';
import type { Platform } from './platform';

/** One route under load beside its baseline. */
export interface LoadRow {
  name: string;
  path: string;
  /** Minimum share of the baseline's req/s the route must reach. */
  minShare: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  baseReqPerSec: number;
  baseP99Ms: number;
}

/** The routes and the share of the baseline's throughput each must reach (issue 41's targets). */
export const ROUTES = [
  { name: 'levels', path: '/api/levels', minShare: 0.7 },
  { name: 'user', path: '/api/user', minShare: 0.5 },
  { name: 'progress', path: '/api/user/progress', minShare: 0.5 },
  { name: 'league', path: '/api/league/current', minShare: 0.5 },
  { name: 'friends', path: '/api/friends', minShare: 0.5 },
] as const;

/** One route the API part loads (`--routes` picks some by name). */
export type BenchRoute = (typeof ROUTES)[number];

/** p99 may be at most this many times the baseline's. */
export const P99_LIMIT = 2;
export const CONNECTIONS = 50;

interface Loaded {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Loaded> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** Registers, verifies (through the mail outbox) and signs in the bench's learner. */
export async function signUpViewer(
  platform: Platform,
): Promise<{ id: string; token: string; email: string; password: string }> {
  const email = `bench.viewer.${Date.now().toString(36)}@gmail.com`;
  const password = 'Simmer-42-bench!';
  const post = (p: string, body: unknown) =>
    fetch(`${platform.gateway}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const reg = await post('/api/auth/register', {
    email,
    password,
    username: 'bench_viewer',
    newsletterSignup: false,
    gdprConsent: true,
  });
  if (!reg.ok) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const files = fs.existsSync(platform.outboxDir)
      ? fs.readdirSync(platform.outboxDir).filter((f) => f.endsWith('.json'))
      : [];
    link = files
      .map(
        (f) =>
          JSON.parse(fs.readFileSync(path.join(platform.outboxDir, f), 'utf8')) as {
            to: string;
            link: string;
          },
      )
      .find((m) => m.to === email)?.link;
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error('no verification mail for the bench learner');
  const url = new URL(link);
  const verified = await fetch(`${platform.gateway}/api/auth/verify-email${url.search}`);
  if (!verified.ok) throw new Error(`verify answered ${verified.status}`);
  const login = await post('/api/auth/login', { email, password });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  return { id: user.id, token, email, password };
}

/** Each route, then its baseline with the same body, under the same load. */
export async function runApiLoad(
  platform: Platform,
  token: string,
  seconds: number,
  routes: readonly BenchRoute[] = ROUTES,
): Promise<LoadRow[]> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const rows: LoadRow[] = [];
  for (const route of routes) {
    const sample = await fetch(`${platform.gateway}${route.path}`, {
      headers: { authorization: headers.authorization },
    });
    if (!sample.ok) throw new Error(`${route.path} answered ${sample.status}: ${await sample.text()}`);
    await platform.setBaselineBody(
      route.name,
      Buffer.from(await sample.arrayBuffer()),
      sample.headers.get('content-type') ?? 'application/json',
    );
    // Warm-up (JIT, caches, keep-alive pools) for both, then the measured runs.
    await load(`${platform.gateway}${route.path}`, headers, 2);
    const measured = await load(`${platform.gateway}${route.path}`, headers, seconds);
    await load(`${platform.gateway}/bench-baseline/${route.name}`, headers, 2);
    const base = await load(`${platform.gateway}/bench-baseline/${route.name}`, headers, seconds);
    rows.push({ ...route, ...measured, baseReqPerSec: base.reqPerSec, baseP99Ms: base.p99Ms });
    console.log(
      `  ${route.path}: ${Math.round(measured.reqPerSec)} req/s (baseline ${Math.round(base.reqPerSec)}), p99 ${measured.p99Ms} ms (baseline ${base.p99Ms} ms)`,
    );
  }
  return rows;
}

/**
 * Seats the viewer in this week's league and answers how many learners share their cohort. Called
 * before any learner is seeded, so the viewer opens the first cohort of their league and the seeding
 * fills it (seed.ts keeps a cohort's worth of learners in that league): on both sides of the scale
 * comparison the viewer ranks in an equally full cohort.
 */
export async function leagueCohortSize(platform: Platform, token: string): Promise<number> {
  const res = await fetch(`${platform.gateway}/api/league/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`league/current answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { cohortSize: number }).cohortSize;
}

/** A platform and its signed-in learner, one side of the scale comparison. */
export interface ScalePoint {
  platform: Platform;
  token: string;
}

/**
 * One route under load at each point: the middle of the rounds' throughput and p99, and the middle of
 * the per-round ratios (large ÷ small).
 */
export interface ScaleRow {
  smallReqPerSec: number;
  largeReqPerSec: number;
  reqPerSecRatio: number;
  smallP99Ms: number;
  largeP99Ms: number;
  p99Ratio: number;
}

interface RoundLoad {
  reqPerSec: number;
  p99Ms: number;
}

/** The value below which 99 % of `values` lie. */
function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
}

/**
 * One round on one point under the load test's connections. The p99 comes from autocannon's
 * per-response times (its 'response' events, fractional milliseconds; its own percentiles are whole
 * milliseconds, too coarse to tell 10 % apart on requests of a few milliseconds).
 */
async function roundLoad(point: ScalePoint, route: BenchRoute, seconds: number): Promise<RoundLoad> {
  const times: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: `${point.platform.gateway}${route.path}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${point.token}`, 'accept-encoding': 'gzip' },
      },
      (err: unknown, result) => (err ? reject(err as Error) : resolve(result)),
    );
    run.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode < 300) times.push(ms);
    });
  });
  if (r.non2xx)
    throw new Error(
      `${route.path} answered non-2xx during the scale run: ${JSON.stringify(r.statusCodeStats)}`,
    );
  return { reqPerSec: times.length / seconds, p99Ms: p99(times) };
}

/**
 * Throughput and p99 of each route under the load test's connections on two platforms running side
 * by side, one holding few learners and one many, measured in alternating rounds (the order flips
 * each round; the idle platform waits while the other is loaded).
 *
 * Measured one after the other on one platform (small point first, then seeding, then the large
 * point), the comparison mostly showed when each point was taken: runs of the same code gave the large
 * point 25 % slower, 45 % faster and everything between, as JIT warm-up, the services' periodic jobs
 * and whatever else the machine ran came and went. Alternating short rounds put both points under the
 * same conditions, and the median of the per-round ratios ignores a round that something disturbed.
 */
export async function pairedLoad(
  small: ScalePoint,
  large: ScalePoint,
  routes: readonly BenchRoute[],
  { seconds = 3, rounds = 7 } = {},
): Promise<Record<string, ScaleRow>> {
  const out: Record<string, ScaleRow> = {};
  for (const route of routes) {
    // Warm-up of both (JIT, caches, keep-alive pools): the small platform starts just before this, and
    // three seconds at ten connections left it 10 % slower than the large one under load for minutes.
    for (const point of [small, large]) await roundLoad(point, route, 6);
    const smalls: RoundLoad[] = [];
    const larges: RoundLoad[] = [];
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 0) {
        smalls.push(await roundLoad(small, route, seconds));
        larges.push(await roundLoad(large, route, seconds));
      } else {
        larges.push(await roundLoad(large, route, seconds));
        smalls.push(await roundLoad(small, route, seconds));
      }
    }
    const of = (rows: RoundLoad[], key: keyof RoundLoad) => rows.map((r) => r[key]);
    const ratios = (key: keyof RoundLoad) => larges.map((r, i) => r[key] / smalls[i][key]);
    out[route.name] = {
      smallReqPerSec: median(of(smalls, 'reqPerSec')),
      largeReqPerSec: median(of(larges, 'reqPerSec')),
      reqPerSecRatio: median(ratios('reqPerSec')),
      smallP99Ms: median(of(smalls, 'p99Ms')),
      largeP99Ms: median(of(larges, 'p99Ms')),
      p99Ratio: median(ratios('p99Ms')),
    };
    console.log(
      `  ${route.path}: ${Math.round(out[route.name].largeReqPerSec)} vs ${Math.round(out[route.name].smallReqPerSec)} req/s, p99 ${out[route.name].largeP99Ms.toFixed(1)} vs ${out[route.name].smallP99Ms.toFixed(1)} ms`,
    );
  }
  return out;
}
