import { spawn, spawnSync, ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request } from './http';

export { findNginx } from '../../nginx/find-nginx.mjs';

const args = (runtimeDir: string, conf: string) => [
  '-p',
  runtimeDir,
  '-e',
  path.join(runtimeDir, 'logs', 'error.log'),
  '-c',
  conf,
];

/** Whether this nginx re-resolves upstream names (`server … resolve`: open source since 1.27.3). */
export function supportsResolve(bin: string): boolean {
  const out = spawnSync(bin, ['-v'], { encoding: 'utf8' });
  const [major, minor, patch] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${out.stdout}${out.stderr}`) ?? [])
    .slice(1)
    .map(Number);
  if (major === undefined) return false;
  return major > 1 || minor > 27 || (minor === 27 && patch >= 3);
}

/** `nginx -t` on a config; returns nginx's verdict text and exit status. */
export function nginxTest(bin: string, runtimeDir: string, conf: string): { ok: boolean; output: string } {
  fs.mkdirSync(path.join(runtimeDir, 'logs'), { recursive: true });
  const r = spawnSync(bin, ['-t', ...args(runtimeDir, conf)], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

/** Run nginx in the foreground until it answers on `base`; returns a stop function. */
export async function startNginx(
  bin: string,
  runtimeDir: string,
  conf: string,
  base: string,
): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(bin, [...args(runtimeDir, conf), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await request(base, '/index.html');
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${base}: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}
