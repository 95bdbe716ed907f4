// Child processes with name-prefixed output, exit reporting and a clean group shutdown.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const COLOURS = [36, 35, 33, 32, 34, 91, 96, 95, 93];
/** Pauses before each restart of a failing process; one more quick failure and it stays down. */
const RESTART_BACKOFF_MS = [1000, 2000, 4000, 8000, 16000];
/** A process that ran this long before failing counts as healthy: its next restart is quick again. */
const STABLE_AFTER_MS = 30_000;
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;

/**
 * Stops what a previous run left behind (its supervisor was killed with SIGKILL, so its detached
 * children never heard of it): every `<name>.pid` in `runDir` whose process is still ours.
 */
export function reapStale(runDir, log) {
  if (!fs.existsSync(runDir)) return;
  for (const file of fs.readdirSync(runDir).filter((f) => f.endsWith('.pid'))) {
    const pid = Number(fs.readFileSync(path.join(runDir, file), 'utf8'));
    fs.rmSync(path.join(runDir, file), { force: true });
    let cmdline;
    try {
      cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone already
    }
    if (!/node|nginx|npm|webpack|tsx/.test(cmdline)) continue; // the pid was reused by something else
    log(`stopping ${file.replace(/\.pid$/, '')} (pid ${pid}) left over from an earlier run`);
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // not a group leader any more or already gone
    }
  }
}

export class Children {
  constructor(runDir) {
    this.list = [];
    this.stopping = false;
    this.width = 12;
    this.runDir = runDir;
    // Last resort when the supervisor exits without the orderly stop (uncaught error, exit()).
    process.on('exit', () => {
      for (const e of this.list)
        if (e.running && e.child.pid)
          try {
            process.kill(-e.child.pid, 'SIGKILL');
          } catch {
            /* gone */
          }
    });
  }

  /** Print one line under `name`. */
  log(name, line, colour = 0) {
    const label = `[${name}]`.padEnd(this.width + 2);
    process.stdout.write(`${useColour && colour ? `\x1b[${colour}m${label}\x1b[0m` : label} ${line}\n`);
  }

  /**
   * Start a command in its own process group (so a stop reaches npm's and webpack's own
   * children too). `exited` resolves with the final exit code (or 128+signal) once the entry is
   * done for good; `done` says so. With `restart`, a process that fails (non-zero code or a
   * signal such as SIGKILL) is started again after a growing pause (`backoffMs`); a clean exit
   * (code 0, e.g. after an operator's SIGTERM) is left stopped. A process that keeps failing
   * soon after each start (a bad setting will not heal) stays down after the last pause.
   */
  start(name, command, args, options = {}) {
    const { oneShot = false, restart = false, backoffMs = RESTART_BACKOFF_MS, ...spawnOptions } = options;
    const colour = COLOURS[this.list.length % COLOURS.length];
    const entry = {
      name,
      child: undefined,
      running: false,
      done: false,
      restarts: 0,
      cancelRestart: undefined,
    };
    let resolveExited;
    entry.exited = new Promise((resolve) => (resolveExited = resolve));
    const settle = (status) => {
      entry.done = true;
      entry.cancelRestart = undefined;
      resolveExited(status);
    };
    let quickFailures = 0;

    const launch = () => {
      const startedAt = Date.now();
      const child = spawn(command, args, {
        ...spawnOptions,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      entry.child = child;
      entry.running = true;
      // One `<name>.pid` per child: the next start reaps leftovers, tests can stop one service.
      if (this.runDir && child.pid) {
        fs.mkdirSync(this.runDir, { recursive: true });
        fs.writeFileSync(path.join(this.runDir, `${name}.pid`), String(child.pid));
      }
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => this.log(name, line, colour));
      }
      child.on('error', (err) => {
        // Could not even start (missing program): trying again will not help.
        this.log(name, `could not start: ${err.message}`, 31);
        entry.running = false;
        settle(127);
      });
      child.on('exit', (code, signal) => {
        entry.running = false;
        if (entry.done) return;
        const status = code ?? 128 + (signal ? osSignal(signal) : 0);
        if (this.stopping || (oneShot && status === 0)) return settle(status);
        const why = `exited unexpectedly with code ${status}${signal ? ` (${signal})` : ''}`;
        if (!restart) {
          this.log(name, why, 31);
          return settle(status);
        }
        if (status === 0) {
          this.log(name, 'stopped cleanly (code 0); not restarting it', 33);
          return settle(status);
        }
        quickFailures = Date.now() - startedAt >= STABLE_AFTER_MS ? 1 : quickFailures + 1;
        if (quickFailures > backoffMs.length) {
          this.log(
            name,
            `${why}; it failed ${quickFailures} times in a row soon after starting, so it stays down (see its output above)`,
            31,
          );
          return settle(status);
        }
        const delay = backoffMs[quickFailures - 1];
        this.log(name, `${why}; restarting it in ${(delay / 1000).toFixed(delay < 1000 ? 2 : 0)} s`, 31);
        const timer = setTimeout(() => {
          entry.cancelRestart = undefined;
          entry.restarts += 1;
          launch();
          this.log(name, `restarted (attempt ${quickFailures}, pid ${entry.child.pid})`, 32);
        }, delay);
        entry.cancelRestart = () => {
          clearTimeout(timer);
          settle(status);
        };
      });
    };

    launch();
    this.list.push(entry);
    return entry;
  }

  /** SIGTERM every group, SIGKILL what is left after `graceMs`, and wait for all. */
  async stopAll(graceMs = 10_000) {
    this.stopping = true;
    for (const e of this.list) e.cancelRestart?.();
    const signalAll = (signal) => {
      for (const e of this.list) {
        if (!e.running || !e.child.pid) continue;
        try {
          process.kill(-e.child.pid, signal);
        } catch {
          // already gone
        }
      }
    };
    signalAll('SIGTERM');
    const timer = setTimeout(() => signalAll('SIGKILL'), graceMs);
    await Promise.all(this.list.map((e) => e.exited));
    clearTimeout(timer);
  }
}

function osSignal(name) {
  return { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 }[name] ?? 0;
}
