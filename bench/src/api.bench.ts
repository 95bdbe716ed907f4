// API load through the gateway (autocannon, 50 connections, signed in) against the baseline: a
// bare Express 5 app answering the same body behind the same nginx, measured in the same run.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
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

export const ROUTES = [
  { name: 'levels', path: '/api/levels', minShare: 0.5 },
  { name: 'user', path: '/api/user', minShare: 0.25 },
  { name: 'progress', path: '/api/user/progress', minShare: 0.25 },
  { name: 'league', path: '/api/league/current', minShare: 0.25 },
  { name: 'friends', path: '/api/friends', minShare: 0.25 },
] as const;

/** One route the API part loads (`--routes` picks some by name). */
export type BenchRoute = (typeof ROUTES)[number];

/** p99 may be at most this many times the baseline's. */
export const P99_LIMIT = 3;
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

/** Mean latency of each route with one connection (sequential), for the scale comparison. */
export async function latencyAt(
  platform: Platform,
  token: string,
  seconds: number,
  routes: readonly BenchRoute[] = ROUTES,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const headers = { authorization: `Bearer ${token}` };
  for (const route of routes) {
    // Warm-up first: the small point is measured right after start, before the JIT has settled. One
    // second at one connection was not enough: a second small point measured minutes later came out
    // 34-57 % faster than the first, which hid (or faked) a change with the number of learners.
    await autocannon({ url: `${platform.gateway}${route.path}`, connections: 10, duration: 3, headers });
    // Two runs, the steadier one kept, at both points alike: a single run at the small point (taken
    // right after start, while the services' periodic jobs start up) came out 25 % slower
    // than the large point in one full run and 20-33 % faster in another, so one run could neither
    // show nor hide a change with the number of learners.
    const means: number[] = [];
    for (let run = 0; run < 2; run++) {
      const r = await autocannon({
        url: `${platform.gateway}${route.path}`,
        connections: 1,
        duration: seconds,
        headers,
      });
      if (r.non2xx) throw new Error(`${route.path} answered non-2xx during the scale run`);
      means.push(r.latency.mean);
    }
    out[route.name] = Math.min(...means);
  }
  return out;
}
