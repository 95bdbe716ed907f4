// Load and fault run through the gateway (security hardening; what it checks: e2e/abuse/README.md).
//   node --import tsx e2e/abuse/run.ts                 # CI profile: 200 learners, 10 s load, 12 s fault
//   node --import tsx e2e/abuse/run.ts --profile full  # 200 learners, 60 s load, 60 s fault
// Needs the services built (npm run build -w svc-identity -w svc-learning -w svc-social).
//
// 1. Load: every request of 200 concurrent learners must answer 200 (zero errors).
// 2. Fault: the same load while svc-learning (and its embedded MongoDB, in the same process) is
//    killed with SIGKILL half-way and started again. Afterwards every learner's XP is at least
//    what the server acknowledged (no acknowledged write lost) and at most that plus the calls
//    cut by the crash; identity keeps answering 200 throughout; everything answers 200 again
//    after the restart.
// 3. Attacks (issue 37): write floods on svc-social and svc-learning meet 429 too_many_requests and
//    never a 5xx, moderation bypasses are filtered, crews can be stepped out of (attacks.ts).
import { parseArgs } from 'node:util';
import { runAttacks } from './attacks';
import { runIdentityAttacks } from './identity-attacks';
import { runLoad, realAccount, sessionOf, summarise, virtualLearners, type Learner } from './load';
import { startPlatform, type Platform } from './platform';

const { values } = parseArgs({ options: { profile: { type: 'string', default: 'ci' } } });
const full = values.profile === 'full';
const LEARNERS = 200;
const LOAD_SECONDS = full ? 60 : 10;
const FAULT_SECONDS = full ? 60 : 12;

const say = (line: string) => process.stdout.write(`[abuse] ${line}\n`);
let failed = false;
const check = (ok: boolean, what: string) => {
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

async function xpOf(platform: Platform, learner: Learner): Promise<number> {
  const res = await fetch(`${platform.base}/api/user/progress`, {
    headers: { authorization: learner.token },
  });
  if (!res.ok) throw new Error(`progress ${res.status}`);
  return ((await res.json()) as { xp: number }).xp;
}

async function loadPhase(platform: Platform, identity: string[]) {
  const learners = virtualLearners(platform, LEARNERS, sessionOf(identity[0]!));
  const samples = await runLoad(platform, learners, identity, LOAD_SECONDS);
  const figures = summarise(samples, LOAD_SECONDS);
  say(`load: ${LEARNERS} learners × ${LOAD_SECONDS}s → ${JSON.stringify(figures)}`);
  check(figures.errors === 0, `load: zero errors (${figures.errors})`);
  let wrong = 0;
  for (const l of learners) {
    const xp = await xpOf(platform, l);
    if (xp < l.ackedXp || xp > l.ackedXp + l.unsureXp) wrong += 1;
  }
  check(wrong === 0, `load: every learner’s XP matches the acknowledged writes (${wrong} differ)`);
}

async function faultPhase(platform: Platform, identity: string[]) {
  const learners = virtualLearners(platform, LEARNERS, sessionOf(identity[0]!));
  const killAt = (FAULT_SECONDS * 1000) / 2;
  let restartedAt = 0;
  let restartMs = 0;
  const fault = (async () => {
    await new Promise((r) => setTimeout(r, killAt));
    say(`fault: kill -9 svc-learning at ${killAt} ms`);
    platform.kill('svc-learning');
    await new Promise((r) => setTimeout(r, 1000));
    restartMs = await platform.restart('svc-learning');
    restartedAt = killAt + 1000 + restartMs;
    say(`fault: svc-learning ready again after ${restartMs} ms (journal replayed)`);
  })();
  const samples = await runLoad(platform, learners, identity, FAULT_SECONDS);
  await fault;
  const figures = summarise(samples, FAULT_SECONDS);
  say(`fault: ${LEARNERS} learners × ${FAULT_SECONDS}s → ${JSON.stringify(figures)}`);
  const identityErrors = samples.filter((s) => s.area === 'identity' && s.status !== 200).length;
  check(identityErrors === 0, `fault: identity answered 200 throughout (${identityErrors} errors)`);
  const settled = restartedAt + 1500;
  const lateErrors = samples.filter((s) => s.at > settled && s.status !== 200);
  check(lateErrors.length === 0, `fault: no errors once learning was back (${lateErrors.length})`);
  const outage = samples.filter((s) => s.status !== 200 && s.at <= settled);
  check(
    outage.every((s) => s.status === 502 || s.status === 503 || s.status === 504 || s.status === 0),
    `fault: during the outage only gateway/dependency errors (${outage.length} requests)`,
  );
  let lost = 0;
  let phantom = 0;
  let acked = 0;
  for (const l of learners) {
    const xp = await xpOf(platform, l);
    acked += l.ackedXp;
    if (xp < l.ackedXp) lost += l.ackedXp - xp;
    if (xp > l.ackedXp + l.unsureXp) phantom += xp - l.ackedXp - l.unsureXp;
  }
  say(`fault: ${acked / 15} acknowledged writes checked`);
  check(lost === 0, `fault: no acknowledged write lost (${lost / 15} lost)`);
  check(phantom === 0, `fault: no write applied that was never sent (${phantom / 15})`);
}

async function main() {
  const t0 = Date.now();
  const platform = await startPlatform();
  say(`platform up in ${Date.now() - t0} ms behind the ${platform.gateway} gateway at ${platform.base}`);
  try {
    const identity: string[] = [];
    for (let i = 0; i < 10; i++) identity.push(await realAccount(platform, i));
    // Warm-up (JIT, connection pools, caches), not measured: 20 learners for 3 s.
    await runLoad(platform, virtualLearners(platform, 20, sessionOf(identity[0]!)), identity, 3);
    await loadPhase(platform, identity);
    await faultPhase(platform, identity);
    for (const verdict of await runAttacks(platform)) check(verdict.ok, verdict.what);
    for (const verdict of await runIdentityAttacks(platform)) check(verdict.ok, verdict.what);
  } finally {
    await platform.stop();
  }
  say(failed ? 'FAILED' : `passed in ${Math.round((Date.now() - t0) / 1000)} s`);
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
