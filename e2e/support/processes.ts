import fs from 'node:fs';
import path from 'node:path';
import { runDir } from './platform';

/** Stops one app started by `npm start` (its process group), as an operator or a crash would. */
export async function stopApp(name: string): Promise<void> {
  const pid = Number(fs.readFileSync(path.join(runDir, `${name}.pid`), 'utf8'));
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
