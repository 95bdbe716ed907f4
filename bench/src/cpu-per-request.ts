// CPU per request, by service: the three services' builds on ports BASE+1..BASE+3 (no nginx, so it
// can run beside a platform on the usual ports), learners seeded, one learner signed in; each route
// is loaded with autocannon (50 connections) straight at the service that owns it, and each
// service's CPU time (user + system, from /proc) over the load is divided by the requests answered.
// On a shared machine this moves far less than req/s does, so it judges a change better.
//
//   npm run bench:cpu -w bench -- [--routes=user,league] [--learners=3000] [--seconds=5]
//                                 [--port-base=6000] [--profile=DIR] [--v8-defaults]
//
// `--profile` starts the services with --cpu-prof; the load of each route is then the window
// printed at the end (seconds before each process exited), for cutting the profile to it.
// `--v8-defaults` leaves out the services' own V8 flags (scripts/lib/apps.mjs), to compare.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { signUpViewer, ROUTES } from './api.bench';
import { withServiceNodeOptions } from '../../scripts/lib/apps.mjs';
import { ROOT, type Platform, type ServiceName } from './platform';
import { seedLearners } from './seed';

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: ROUTES.map((r) => r.name).join(',') },
    learners: { type: 'string', default: '3000' },
    seconds: { type: 'string', default: '5' },
    'port-base': { type: 'string', default: '6000' },
    profile: { type: 'string' },
    'v8-defaults': { type: 'boolean', default: false },
  },
});
const NAMES: readonly ServiceName[] = ['svc-identity', 'svc-learning', 'svc-social'];
const OWNER: Record<string, ServiceName> = {
  levels: 'svc-learning',
  user: 'svc-identity',
  progress: 'svc-learning',
  league: 'svc-social',
  friends: 'svc-social',
};
const base = Number(values['port-base']);
const url = (s: ServiceName) => `http://127.0.0.1:${base + 1 + NAMES.indexOf(s)}`;

/** User + system CPU time of a process so far, in ms (clock ticks are 1/100 s on Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function startService(
  name: ServiceName,
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; uri: string }> {
  const args = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(values.profile, name)}`] : [];
  const child = spawn(process.execPath, [...args, 'dist/server.js'], {
    cwd: path.join(ROOT, name),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as { msg?: string; uri?: string };
          if (entry.msg === 'embedded MongoDB started' && entry.uri) resolve({ child, uri: entry.uri });
        } catch {
          // not a log line
        }
      }
    });
  });
}

async function waitReady(service: ServiceName): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url(service)}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${service} not ready`);
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-bench-cpu-'));
  const outboxDir = path.join(work, 'outbox');
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    NODE_OPTIONS: values['v8-defaults']
      ? process.env.NODE_OPTIONS
      : withServiceNodeOptions(process.env.NODE_OPTIONS),
    HOST: '127.0.0.1',
    SESSION_CHECK_MS: '5000',
    IDENTITY_URL: url('svc-identity'),
    LEARNING_URL: url('svc-learning'),
    SOCIAL_URL: url('svc-social'),
    EMBEDDED_MONGO_DIR: 'memory',
    JWT_KEYS_DIR: path.join(work, 'keys'),
    MAIL_OUTBOX_DIR: outboxDir,
    RATE_LIMIT_LOGIN_PER_IP: '100000',
  };
  fs.mkdirSync(env.JWT_KEYS_DIR);
  const children: ChildProcess[] = [];
  const databases = {} as Platform['databases'];
  const loads: { route: string; start: number; end: number }[] = [];
  try {
    // Identity first: it writes the key pair the others read.
    for (const name of NAMES) {
      const port = String(base + 1 + NAMES.indexOf(name));
      const { child, uri } = await startService(name, { ...env, PORT: port });
      children.push(child);
      databases[name] = { uri, db: name.replace('svc-', '') };
      await waitReady(name);
    }
    const platform = { gateway: url('svc-identity'), databases, outboxDir } as Platform;
    const viewer = await signUpViewer(platform);
    await seedLearners(platform, 0, 100, { id: viewer.id, friends: 50 });
    await seedLearners(platform, 100, Number(values.learners));
    // Identity tells social about the new account through its outbox (polled every 5 s).
    await new Promise((r) => setTimeout(r, 6000));
    const headers = { authorization: `Bearer ${viewer.token}`, 'accept-encoding': 'gzip' };
    const pids = children.map((c) => c.pid!);
    for (const route of ROUTES.filter((r) => values.routes!.split(',').includes(r.name))) {
      const target = `${url(OWNER[route.name])}${route.path}`;
      await autocannon({ url: target, connections: 50, duration: 2, headers });
      const before = pids.map(cpuMs);
      const loadStart = performance.now();
      const r = await autocannon({ url: target, connections: 50, duration: Number(values.seconds), headers });
      loads.push({ route: route.name, start: loadStart, end: performance.now() });
      const used = pids.map((pid, i) => cpuMs(pid) - before[i]);
      const perRequest = (ms: number) => `${Math.round((1000 * ms) / r.requests.total)} µs`;
      console.log(
        `${route.name.padEnd(9)} ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}; CPU per request: ${NAMES.map((n, i) => `${n.slice(4)} ${perRequest(used[i])}`).join(', ')}`,
      );
    }
  } finally {
    await Promise.all(
      children.map(
        (child, i) =>
          new Promise<void>((resolve) => {
            child.once('exit', () => {
              const at = performance.now();
              if (values.profile)
                for (const load of loads)
                  console.log(
                    `${NAMES[i]}: ${load.route}'s load was ${((at - load.start) / 1000).toFixed(2)} to ${((at - load.end) / 1000).toFixed(2)} s before exit`,
                  );
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
