// A private copy of the platform for load and fault runs: the three built services on free ports
// with on-disk embedded databases in a temp folder, behind the real gateway (nginx rendered from
// the route table when installed, else the Node dev gateway). Nothing touches the shared ports
// 4001-4003/8080/8180 or .data/, so no lock is needed.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findNginx } from '../../gateway/src/nginx/find-nginx.mjs';
import { localOptions, writeNginxConfig } from '../../gateway/src/nginx/targets';
import { startDevGateway } from '../../gateway/src/dev-gateway';
import type { ServiceName } from '../../gateway/src/route-table';

export const ROOT = path.resolve(__dirname, '..', '..');
const SERVICES: ServiceName[] = ['svc-identity', 'svc-learning', 'svc-social'];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitReady(url: string, child: ChildProcess, log: () => string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url} exited:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > end) throw new Error(`${url} not ready:\n${log()}`);
    await sleep(100);
  }
}

export interface Platform {
  base: string;
  gateway: 'nginx' | 'node';
  dataDir: string;
  outboxDir: string;
  privateKey(): string;
  /** kill -9 a service (its embedded database process sees it gone and exits). */
  kill(service: ServiceName): void;
  /** Start a killed service again on the same port and data; resolves when it is ready. */
  restart(service: ServiceName): Promise<number>;
  stop(): Promise<void>;
}

/** Start services and gateway; the services must be built (npm run build -w svc-…). */
export async function startPlatform(): Promise<Platform> {
  for (const s of SERVICES)
    if (!fs.existsSync(path.join(ROOT, s, 'dist', 'server.js')))
      throw new Error(`${s} is not built: npm run build -w ${s}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fff-abuse-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const ports = Object.fromEntries(
    await Promise.all(SERVICES.map(async (s) => [s, await freePort()])),
  ) as Record<ServiceName, number>;
  const url = (s: ServiceName) => `http://127.0.0.1:${ports[s]}`;
  const env = (s: ServiceName): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(ports[s]),
    LOG_LEVEL: 'warn',
    EMBEDDED_MONGO_DIR: path.join(dataDir, 'mongo', s),
    JWT_KEYS_DIR: path.join(dataDir, 'keys'),
    MAIL_OUTBOX_DIR: outboxDir,
    IDENTITY_URL: url('svc-identity'),
    LEARNING_URL: url('svc-learning'),
    SOCIAL_URL: url('svc-social'),
    // As npm start and production run: every write asks identity whether its session still lives.
    SESSION_CHECK_MS: '5000',
    // All virtual learners come from 127.0.0.1; per-address limits stay on.
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_EMAIL_PER_IP: '100000',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_CHECK_EMAIL_PER_IP: '100000',
  });
  const children = new Map<ServiceName, ChildProcess>();
  const logs = new Map<ServiceName, string>();
  const launch = async (s: ServiceName) => {
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: path.join(ROOT, s),
      env: env(s),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    logs.set(s, '');
    const keep = (c: Buffer) => logs.set(s, ((logs.get(s) ?? '') + c.toString()).slice(-4000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.set(s, child);
    const started = Date.now();
    await waitReady(`${url(s)}/readyz`, child, () => logs.get(s) ?? '');
    return Date.now() - started;
  };
  // Identity first: it creates the signing key pair the others read.
  await launch('svc-identity');
  await Promise.all([launch('svc-learning'), launch('svc-social')]);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const nginx = findNginx();
  let stopGateway: () => Promise<void>;
  if (nginx) {
    const options = localOptions(dataDir, port, {
      serviceHostPort: (s) => `127.0.0.1:${ports[s]}`,
      staticSource: { kind: 'files', distDir: (app) => path.join(ROOT, app, 'dist') },
    });
    const conf = path.join(options.runtimeDir, 'nginx.conf');
    writeNginxConfig(options, conf);
    const child = spawn(
      nginx,
      [
        '-p',
        options.runtimeDir,
        '-e',
        path.join(options.runtimeDir, 'logs', 'error.log'),
        '-c',
        conf,
        '-g',
        'daemon off;',
      ],
      {
        stdio: 'ignore',
      },
    );
    await waitReady(`${base}/remotes.json`, child, () => 'nginx did not start', 15_000).catch(async () => {
      // remotes.json needs the shell build; any JSON answer means nginx is up.
      await waitReady(`${base}/api/levels`, child, () => 'nginx did not start', 15_000);
    });
    stopGateway = async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    };
  } else {
    const server = await startDevGateway(
      {
        upstreams: Object.fromEntries(SERVICES.map((s) => [s, url(s)])) as Record<ServiceName, string>,
        static: { kind: 'files', distDir: (app) => path.join(ROOT, app, 'dist') },
      },
      port,
    );
    stopGateway = () => new Promise((r) => server.close(() => r()));
  }

  return {
    base,
    gateway: nginx ? 'nginx' : 'node',
    dataDir,
    outboxDir,
    privateKey: () => fs.readFileSync(path.join(dataDir, 'keys', 'jwt-private.pem'), 'utf8'),
    kill(s) {
      children.get(s)?.kill('SIGKILL');
    },
    async restart(s) {
      const old = children.get(s);
      if (old && old.exitCode === null && old.signalCode === null)
        await new Promise((r) => old.once('exit', r));
      return launch(s);
    },
    async stop() {
      await stopGateway();
      await Promise.all(
        [...children.values()].map(async (c) => {
          if (c.exitCode !== null || c.signalCode !== null) return;
          c.kill('SIGTERM');
          await new Promise((r) => c.once('exit', r));
        }),
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
