// One server per data directory: `mongod.lock` names the process that holds it (pid and, on Linux, the
// process's start time, so a pid reused by another program after a reboot or a container restart is not
// mistaken for the holder). A server whose holder is still alive waits for it (a service restarted after
// `kill -9` starts a new database while the old one is still closing), then fails with a clear message.
import fs from 'node:fs';
import path from 'node:path';

interface Logger {
  warn(msg: string): void;
}

interface Holder {
  pid: number;
  started?: string;
}

export const LOCK_FILE = 'mongod.lock';
const POLL_MS = 100;
/** A lock file still empty after this long was left by a process that died between creating and writing it. */
const EMPTY_GRACE_MS = 1000;

/** The process's start time in clock ticks since boot (field 22 of /proc/PID/stat), where /proc exists. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which sits in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive({ pid, started }: Holder): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, but another user's.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTimeOf(pid);
  return started === undefined || now === undefined || now === started;
}

function readHolder(file: string): { text: string; holder?: Holder; ageMs: number } | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const ageMs = Date.now() - fs.statSync(file).mtimeMs;
    try {
      const parsed = JSON.parse(text) as Partial<Holder>;
      if (Number.isInteger(parsed.pid)) return { text, ageMs, holder: parsed as Holder };
    } catch {
      // empty or torn: judged by its age below
    }
    return { text, ageMs };
  } catch {
    return undefined; // gone between our create attempt and this read
  }
}

/**
 * Takes `dir`'s lock, waiting up to `waitMs` for a live holder to exit; resolves to the release function.
 * A lock whose holder is dead (killed without stop()) is taken over.
 */
export async function lockDataDir(
  dir: string,
  { waitMs = 20_000, logger }: { waitMs?: number; logger?: Logger } = {},
): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) });
  const release = () => {
    if (readHolder(file)?.text === mine) fs.rmSync(file, { force: true });
  };
  const deadline = Date.now() + waitMs;
  let warned = false;
  for (;;) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const found = readHolder(file);
    if (!found) continue;
    const stale = found.holder ? !isAlive(found.holder) : found.ageMs > EMPTY_GRACE_MS;
    if (stale) {
      // Only if nobody replaced it meanwhile (two servers starting at the same instant on one directory
      // could still both get here; one restarted service never does).
      if (readHolder(file)?.text === found.text) fs.rmSync(file, { force: true });
      continue;
    }
    const who = found.holder ? `process ${found.holder.pid}` : 'another process';
    if (Date.now() >= deadline)
      throw new Error(
        `data directory ${dir} is in use by ${who} (${file}); waited ${(waitMs / 1000).toFixed(0)} s for it ` +
          'to exit. Stop that process (or remove the file if no server runs there) and start again.',
      );
    if (!warned) logger?.warn(`data directory ${dir} is in use by ${who}; waiting for it to exit`);
    warned = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
