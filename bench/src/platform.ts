// The platform as `npm start` runs it on the embedded default (each service from its production
// build, its embedded MongoDB in a database process of its own on a fresh data directory under the run's
// folder), behind real nginx rendered from the route table, plus the baseline: a bare Express 5 app
// behind the same nginx (/bench-baseline/*).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { localOptions, writeNginxConfig } from '../../gateway/src/nginx/targets';
import { findNginx } from '../../gateway/src/nginx/find-nginx.mjs';
import { DEV_RENDERER_TOKEN, withServiceNodeOptions } from '../../scripts/lib/apps.mjs';

export const ROOT = path.resolve(__dirname, '../..');
// The services' ports are `npm start`'s (4001–4003) unless BENCH_SERVICE_PORT_BASE moves them
// (e.g. 5000 → 5001–5003) when a platform someone left running holds those.
export const SERVICE_PORT_BASE = Number(process.env.BENCH_SERVICE_PORT_BASE ?? 4000);
/** The services with their ports above `base` (a second platform of the same run takes another base). */
const servicesAt = (base: number) =>
  [
    { name: 'svc-identity', port: base + 1 },
    { name: 'svc-learning', port: base + 2 },
    { name: 'svc-social', port: base + 3 },
  ] as const;
export const SERVICES = servicesAt(SERVICE_PORT_BASE);
export type ServiceName = (typeof SERVICES)[number]['name'];

/** A started platform. */
export interface Platform {
  gateway: string;
  /**
   * Each service's embedded MongoDB (for seeding), database name and the service's own process id (its
   * database runs in a child process of that one; serverStatus names the database's pid).
   */
  databases: Record<ServiceName, { uri: string; db: string; servicePid?: number }>;
  outboxDir: string;
  /** Where the baseline app reads the bodies it answers (written before each baseline run). */
  setBaselineBody(name: string, body: Buffer, contentType: string): Promise<void>;
  stop(): Promise<void>;
}

/** Builds a service or app when its output is missing or older than its sources (as npm start does). */
export function buildIfStale(): void {
  const r = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
    import { SERVICES, FRONTENDS } from ${JSON.stringify(path.join(ROOT, 'scripts/lib/apps.mjs'))};
    import { buildReason } from ${JSON.stringify(path.join(ROOT, 'scripts/lib/build.mjs'))};
    const root = ${JSON.stringify(ROOT)};
    console.log(JSON.stringify([...SERVICES, ...FRONTENDS].filter((a) => buildReason(root, a)).map((a) => a.name)));`,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`could not tell which builds are stale: ${r.stderr}`);
  const stale: string[] = JSON.parse(r.stdout.trim().split('\n').pop() ?? '[]');
  for (const name of stale) {
    console.log(`building ${name} (stale)…`);
    const b = spawnSync('npm', ['run', 'build', '-w', name], { cwd: ROOT, stdio: 'inherit' });
    if (b.status !== 0) throw new Error(`build of ${name} failed`);
  }
}

function waitForLine(
  child: ChildProcess,
  name: string,
  match: (line: string) => string | undefined,
  log: fs.WriteStream,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: no start line within 90 s`)), 90_000);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} (see ${log.path})`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      log.write(line + '\n');
      const found = match(line);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
  });
}

async function waitFor200(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} not ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the three services (on `servicePortBase` + 1..3), the baseline app and nginx on `port`;
 * `profileDir` turns on --cpu-prof.
 */
export async function startPlatform({
  port,
  workDir,
  profileDir,
  servicePortBase = SERVICE_PORT_BASE,
}: {
  port: number;
  workDir: string;
  profileDir?: string;
  servicePortBase?: number;
}): Promise<Platform> {
  const services = servicesAt(servicePortBase);
  const nginx = findNginx();
  if (!nginx)
    throw new Error(
      'the bench needs nginx (apt-get install -y nginx): the baseline sits behind the same gateway',
    );
  fs.mkdirSync(workDir, { recursive: true });
  const logs = path.join(workDir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  const outboxDir = path.join(workDir, 'outbox');
  // Every run seeds from empty.
  const mongoDir = path.join(workDir, 'mongo');
  fs.rmSync(mongoDir, { recursive: true, force: true });
  const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-bench-keys-'));
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    for (const c of children.reverse()) await stopChild(c);
  };
  try {
    const databases = {} as Platform['databases'];
    // Identity first: it writes the JWT key pair the others read.
    for (const s of services) {
      const url = (n: ServiceName) => `http://127.0.0.1:${services.find((x) => x.name === n)!.port}`;
      const args = [
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, s.name)}`] : []),
        'dist/server.js',
      ];
      const child = spawn(process.execPath, args, {
        cwd: path.join(ROOT, s.name),
        env: {
          ...process.env,
          NODE_ENV: 'development',
          NODE_OPTIONS: withServiceNodeOptions(process.env.NODE_OPTIONS),
          PORT: String(s.port),
          HOST: '127.0.0.1',
          SESSION_CHECK_MS: '5000',
          IDENTITY_URL: url('svc-identity'),
          LEARNING_URL: url('svc-learning'),
          SOCIAL_URL: url('svc-social'),
          EMBEDDED_MONGO_DIR: path.join(mongoDir, s.name),
          JWT_KEYS_DIR: keysDir,
          MAIL_OUTBOX_DIR: outboxDir,
          // One IP sends every request of the load: the per-IP sign-in limits must not refuse the bench's logins.
          RATE_LIMIT_LOGIN_PER_IP: '100000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      const log = fs.createWriteStream(path.join(logs, `${s.name}.log`));
      child.stderr!.pipe(log);
      const uri = await waitForLine(
        child,
        s.name,
        (line) => {
          try {
            const entry = JSON.parse(line) as { msg?: string; uri?: string };
            return entry.msg === 'embedded MongoDB started' ? entry.uri : undefined;
          } catch {
            return undefined;
          }
        },
        log,
      );
      await waitFor200(`http://127.0.0.1:${s.port}/readyz`);
      databases[s.name] = { uri, db: s.name.replace('svc-', ''), servicePid: child.pid };
    }

    // The baseline: a bare Express 5 app answering the body it was last given.
    const bodiesDir = path.join(workDir, 'baseline-bodies');
    fs.mkdirSync(bodiesDir, { recursive: true });
    const baseline = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'baseline-server.ts'), bodiesDir],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(baseline);
    const baselinePort = Number(
      await waitForLine(
        baseline,
        'baseline',
        (l) => /^port (\d+)$/.exec(l)?.[1],
        fs.createWriteStream(path.join(logs, 'baseline.log')),
      ),
    );

    // The shell's renderer (Learn drawn for a signed-in learner); it calls the API through nginx.
    const rendererPort = servicePortBase + 4;
    const renderer = spawn(process.execPath, ['dist-server/server.js'], {
      cwd: path.join(ROOT, 'shell'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(rendererPort),
        HOST: '127.0.0.1',
        // The services run in development, where identity takes the renderer's development credential.
        INTERNAL_TOKEN_RENDERER: DEV_RENDERER_TOKEN,
        IDENTITY_URL: `http://127.0.0.1:${services.find((x) => x.name === 'svc-identity')!.port}`,
        API_BASE_URL: `http://127.0.0.1:${port}/api`,
      },
      stdio: ['ignore', fs.openSync(path.join(logs, 'shell-render.log'), 'a'), 'inherit'],
    });
    children.push(renderer);
    await waitFor200(`http://127.0.0.1:${rendererPort}/healthz`);

    // nginx: the local target's config, with one more upstream and location for the baseline.
    const dir = path.join(workDir, 'nginx');
    const options = localOptions(ROOT, port, {
      snippetsDir: path.join(dir, 'conf'),
      runtimeDir: dir,
      errorLogs: [`${path.join(dir, 'error.log')} warn`],
      accessLog: path.join(dir, 'access.log'),
    });
    const confPath = path.join(dir, 'nginx.conf');
    writeNginxConfig(options, confPath);
    let conf = fs
      .readFileSync(confPath, 'utf8')
      .replace(
        /(\n {4}upstream svc_identity \{)/,
        `\n    upstream bench_baseline {\n        server 127.0.0.1:${baselinePort};\n        keepalive 64;\n        keepalive_requests 10000;\n        keepalive_timeout 4s;\n    }$1`,
      )
      .replace(
        /(\n {8}# svc-identity\n)/,
        `\n        location ^~ /bench-baseline/ {\n            proxy_pass http://bench_baseline;\n            include ${options.snippetsDir}/proxy.conf;\n        }$1`,
      );
    if (!conf.includes('bench_baseline;')) throw new Error('could not add the baseline to nginx.conf');
    if (servicePortBase !== 4000) {
      // The gateway's upstreams name the default ports (the services', then the renderer's).
      conf = conf.replace(
        /server 127\.0\.0\.1:400([1-4])\b/g,
        (_m, n: string) => `server 127.0.0.1:${servicePortBase + Number(n)}`,
      );
    }
    fs.writeFileSync(confPath, conf);
    const gw = spawn(
      nginx,
      ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', confPath, '-g', 'daemon off;'],
      { stdio: 'inherit' },
    );
    children.push(gw);
    const gateway = `http://127.0.0.1:${port}`;
    await waitFor200(`${gateway}/remotes.json`);

    return {
      gateway,
      databases,
      outboxDir,
      async setBaselineBody(name, body, contentType) {
        fs.writeFileSync(path.join(bodiesDir, `${name}.body`), body);
        fs.writeFileSync(path.join(bodiesDir, `${name}.type`), contentType);
        await fetch(`http://127.0.0.1:${baselinePort}/reload`, { method: 'POST' });
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
