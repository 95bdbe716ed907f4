import fs from 'node:fs';
import path from 'node:path';
import { runDir } from './platform';

const pidOf = (name: string) => Number(fs.readFileSync(path.join(runDir, `${name}.pid`), 'utf8'));

/** Kills one app's process group with SIGKILL, as a crash would; returns the pid it had. */
export function crashApp(name: string): number {
  const pid = pidOf(name);
  process.kill(-pid, 'SIGKILL');
  return pid;
}

/** The app's current pid (npm start rewrites the pid file when it restarts the app). */
export const currentPid = pidOf;

/** Stops one app started by `npm start` (its process group), as an operator or a crash would. */
export async function stopApp(name: string): Promise<void> {
  const pid = pidOf(name);
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} (pid ${pid}) did not stop`);
}
