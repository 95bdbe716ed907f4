#!/usr/bin/env node
// `npm start`: build what is missing, start the three services, the gateway (nginx when
// installed, else the Node dev gateway) serving the shell and remotes, and wait until all
// answer. `npm run dev` (--dev): tsx watch services, webpack dev servers, dev gateway.
// Options: --no-build (or FFF_START_SKIP_BUILD=1); env PORT (gateway, default 8080),
// MONGO_URL (passed to the services), FFF_GATEWAY=node (use the Node gateway even with nginx).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SERVICES, FRONTENDS, RENDERER, rendererEnv, serviceEnv } from './lib/apps.mjs';
import { buildAll, buildReason } from './lib/build.mjs';
import { Children, reapStale } from './lib/children.mjs';
import { gatewayCommand } from './lib/gateway.mjs';
import { waitFor200 } from './lib/wait.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({
  options: { dev: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
});
const dev = flags.dev;
const skipBuild = flags['no-build'] || process.env.FFF_START_SKIP_BUILD === '1';
const port = Number(process.env.PORT || 8080);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Pid files of this run (FFF_RUN_DIR, default .data/run): a later start reaps what a killed run left.
const runDir = process.env.FFF_RUN_DIR || path.join(root, '.data', 'run');
const children = new Children(runDir);
const say = (line) => children.log('start', line);

let shuttingDown = false;
async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  say(`${signal}: stopping everything…`);
  await children.stopAll();
  say('stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

async function buildMissing() {
  const todo = [...SERVICES, ...FRONTENDS]
    .map((app) => ({ ...app, reason: buildReason(root, app) }))
    .filter((app) => app.reason);
  if (skipBuild) {
    for (const app of todo) say(`warning: ${app.name} build is ${app.reason} (not building: --no-build)`);
    return;
  }
  if (todo.length === 0) return say('all builds are up to date');
  say(`building ${todo.map((a) => `${a.name} (${a.reason})`).join(', ')}`);
  const failed = await buildAll(
    todo,
    (app) =>
      children.start(`build:${app.name}`, npm, ['run', 'build', '-w', app.name], { cwd: root, oneShot: true })
        .exited,
  );
  if (shuttingDown) return;
  if (failed.length) {
    say(`build failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

function startApps() {
  const entries = {};
  for (const s of SERVICES) {
    const [cmd, args] = dev ? [npm, ['run', 'dev', '-w', s.name]] : [process.execPath, ['dist/server.js']];
    entries[s.name] = children.start(s.name, cmd, args, {
      cwd: dev ? root : path.join(root, s.name),
      env: serviceEnv(s),
      restart: true,
    });
  }
  if (!dev) {
    entries[RENDERER.name] = children.start(
      RENDERER.name,
      process.execPath,
      ['--enable-source-maps', RENDERER.script],
      {
        cwd: path.join(root, RENDERER.app),
        env: rendererEnv(port),
        restart: true,
      },
    );
  }
  if (dev) {
    for (const f of FRONTENDS)
      entries[f.name] = children.start(f.name, npm, ['run', 'dev', '-w', f.name], { cwd: root });
  }
  const gateway = gatewayCommand(root, port, { dev });
  say(`gateway: ${gateway.kind} on port ${port}`);
  entries.gateway = children.start('gateway', gateway.command, gateway.args, {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    restart: true,
  });
  return entries;
}

async function main() {
  reapStale(runDir, say);
  if (!dev) await buildMissing();
  if (shuttingDown) return;
  const entries = startApps();
  const timeoutMs = dev ? 300_000 : 180_000;
  const checks = [
    ...SERVICES.map((s) => ({ name: s.name, url: `http://127.0.0.1:${s.port}/readyz` })),
    ...(dev ? [] : [{ name: RENDERER.name, url: `http://127.0.0.1:${RENDERER.port}/healthz` }]),
    { name: 'gateway', url: `http://127.0.0.1:${port}/` },
  ];
  const results = await Promise.all(
    checks.map(async (c) => {
      const ok = await waitFor200(c.url, {
        timeoutMs,
        gaveUp: () => entries[c.name].done || shuttingDown,
      });
      if (ok) say(`${c.name} is ready`);
      return { ...c, ok };
    }),
  );
  if (shuttingDown) return;
  const notReady = results.filter((r) => !r.ok);
  if (notReady.length) {
    say(
      `not ready: ${notReady.map((r) => `${r.name} (${r.url})`).join(', ')}. The rest keeps running; Ctrl-C to stop.`,
    );
  } else {
    say(`From Fork to Flame is ready: http://localhost:${port}`);
  }
}

main().catch(async (err) => {
  console.error(err);
  await children.stopAll();
  process.exit(1);
});
