// Virtual learners: each loops through what a learner does on the Learn and League screens, with a
// short think time, through the gateway. Learning and social calls use signed access tokens for
// fresh learner ids (naming a real session); identity calls use real accounts (register → verify →
// sign in). Every
// POST /api/test/award-xp answered 200 is an acknowledged write (15 XP) the fault run checks.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { signTestToken } from '@fff/service-kit/testing';
import type { Platform } from './platform';

export interface Learner {
  userId: string;
  token: string;
  /** XP the server acknowledged (200 on award-xp). */
  ackedXp: number;
  /** award-xp calls without an answer (cut by a fault): they may or may not have landed. */
  unsureXp: number;
}

/** A real identity account: its bearer header and the credentials an attack may need again. */
export interface Account {
  bearer: string;
  email: string;
  password: string;
}

/** A real identity account's bearer header, for GET /api/user. */
export async function realAccount(platform: Platform, i: number): Promise<string> {
  return (await createAccount(platform, i)).bearer;
}

/** Register, verify and sign in a new account through the gateway. */
export async function createAccount(platform: Platform, i: number): Promise<Account> {
  const email = `load.${Date.now()}.${i}@gmail.com`;
  const password = `Load-${crypto.randomBytes(6).toString('hex')}-9`;
  const body = {
    email,
    password,
    // Letters only, no vowels and none of c/f/k/l/s/t (as e2e/support/learners.ts): the profanity
    // check maps digits to letters, so a hex suffix sometimes spelled a refused username.
    username: `load_${[...crypto.randomBytes(8)].map((b) => 'bdghjmnpqrvwxz'[b % 14]).join('')}`,
    newsletterSignup: false,
    gdprConsent: true,
  };
  const post = (p: string, data: object) =>
    fetch(platform.base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
  const reg = await post('/api/auth/register', body);
  if (reg.status !== 201) throw new Error(`register ${reg.status} ${await reg.text()}`);
  let link: string | undefined;
  for (let tries = 0; !link && tries < 100; tries++) {
    const file = fs.existsSync(platform.outboxDir)
      ? fs.readdirSync(platform.outboxDir).find((f) => f.endsWith(`-verify-email-${email}.json`))
      : undefined;
    if (file) link = JSON.parse(fs.readFileSync(path.join(platform.outboxDir, file), 'utf8')).link as string;
    else await new Promise((r) => setTimeout(r, 50));
  }
  if (!link) throw new Error(`no verification mail for ${email}`);
  const verify = await fetch(`${platform.base}/api/auth/verify-email${new URL(link).search}`);
  if (!verify.ok) throw new Error(`verify ${verify.status}`);
  const login = await post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login ${login.status} ${await login.text()}`);
  return { bearer: `Bearer ${((await login.json()) as { token: string }).token}`, email, password };
}

/** The session id (`sid`) a real account's bearer header carries. */
export function sessionOf(bearer: string): string {
  const payload = bearer.replace(/^Bearer /, '').split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}

/**
 * `count` learners without accounts, their tokens signed with the platform's key. Services ask
 * identity whether a token's session lives (a made-up one is refused), so every virtual token names
 * `sessionId`, a real account's live session: identity answers by session, the learner is the token's.
 */
export function virtualLearners(platform: Platform, count: number, sessionId: string): Learner[] {
  const keys = { publicKey: '', privateKey: platform.privateKey() };
  return Array.from({ length: count }, () => {
    const userId = crypto.randomBytes(12).toString('hex');
    const token = signTestToken(keys, { userId, sessionId }, '2h');
    return { userId, token: `Bearer ${token}`, ackedXp: 0, unsureXp: 0 };
  });
}

/** One request's outcome, by area (the service behind the path). */
export interface Sample {
  area: 'identity' | 'learning' | 'social';
  path: string;
  status: number;
  ms: number;
  at: number;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const STEPS: { area: Sample['area']; method: string; path: string; write?: boolean }[] = [
  { area: 'learning', method: 'GET', path: '/api/levels' },
  { area: 'learning', method: 'GET', path: '/api/user/progress' },
  { area: 'learning', method: 'GET', path: '/api/hearts' },
  { area: 'learning', method: 'POST', path: '/api/test/award-xp', write: true },
  { area: 'learning', method: 'GET', path: `/api/streak/calendar?from=${daysAgo(30)}&to=${daysAgo(0)}` },
  { area: 'social', method: 'GET', path: '/api/league/current' },
  { area: 'identity', method: 'GET', path: '/api/user' },
];

/** Run `learners` concurrently for `seconds`; returns every sample. `onTick` runs once a second. */
export async function runLoad(
  platform: Platform,
  learners: Learner[],
  identityTokens: string[],
  seconds: number,
  thinkMs: [number, number] = [300, 1200],
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const started = Date.now();
  const end = started + seconds * 1000;
  const think = () =>
    new Promise((r) => setTimeout(r, thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0])));
  await Promise.all(
    learners.map(async (learner, n) => {
      let step = n % STEPS.length;
      while (Date.now() < end) {
        const s = STEPS[step++ % STEPS.length];
        const auth = s.area === 'identity' ? identityTokens[n % identityTokens.length] : learner.token;
        const t0 = Date.now();
        let status: number;
        try {
          const res = await fetch(platform.base + s.path, {
            method: s.method,
            headers: {
              authorization: auth,
              'content-type': 'application/json',
              'x-time-zone': 'Europe/Berlin',
            },
            body: s.write ? JSON.stringify({ type: 'prep', amount: 15 }) : undefined,
            signal: AbortSignal.timeout(30_000),
          });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 0;
        }
        if (s.write) {
          if (status === 200) learner.ackedXp += 15;
          else if (status === 0 || status >= 500) learner.unsureXp += 15;
        }
        samples.push({ area: s.area, path: s.path, status, ms: Date.now() - t0, at: t0 - started });
        await think();
      }
    }),
  );
  return samples;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Figures of a run: requests, rate, error count by status, latency percentiles. */
export function summarise(samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.status !== 200);
  const byStatus: Record<string, number> = {};
  for (const e of errors) byStatus[`${e.area} ${e.status}`] = (byStatus[`${e.area} ${e.status}`] ?? 0) + 1;
  return {
    requests: samples.length,
    perSecond: Math.round(samples.length / seconds),
    errors: errors.length,
    errorsByStatus: byStatus,
    p50: pct(ms, 50),
    p95: pct(ms, 95),
    p99: pct(ms, 99),
    max: ms[ms.length - 1] ?? 0,
  };
}
