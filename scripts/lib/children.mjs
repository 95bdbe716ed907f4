// Child processes with name-prefixed output, exit reporting and a clean group shutdown.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const COLOURS = [36, 35, 33, 32, 34, 91, 96, 95, 93];
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
   * children too). Resolves `exited` with the exit code (or 128+signal).
   */
  start(name, command, args, options = {}) {
    const colour = COLOURS[this.list.length % COLOURS.length];
    const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const entry = { name, child, running: true };
    // One `<name>.pid` per child: the next start reaps leftovers, tests can stop one service.
    if (this.runDir && child.pid) {
      fs.mkdirSync(this.runDir, { recursive: true });
      fs.writeFileSync(path.join(this.runDir, `${name}.pid`), String(child.pid));
    }
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => this.log(name, line, colour));
    }
    entry.exited = new Promise((resolve) => {
      child.on('error', (err) => {
        this.log(name, `could not start: ${err.message}`, 31);
        entry.running = false;
        resolve(127);
      });
      child.on('exit', (code, signal) => {
        entry.running = false;
        const status = code ?? 128 + (signal ? osSignal(signal) : 0);
        if (!this.stopping && !(options.oneShot && status === 0))
          this.log(name, `exited unexpectedly with code ${status}${signal ? ` (${signal})` : ''}`, 31);
        resolve(status);
      });
    });
    this.list.push(entry);
    return entry;
  }

  /** SIGTERM every group, SIGKILL what is left after `graceMs`, and wait for all. */
  async stopAll(graceMs = 10_000) {
    this.stopping = true;
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
