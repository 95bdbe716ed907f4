// The embedded database in its own process, seen from a real service-like process (support/database-writer.ts):
// durable across kill -9 of that process, never two servers on one directory, never a service left without
// its database, and a clean stop.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

// These tests exercise the embedded server; with MONGO_URL the services never start it.
const describeEmbedded = process.env.MONGO_URL ? describe.skip : describe;
const WRITER = path.join(__dirname, 'support', 'database-writer.ts');

interface Writer {
  child: ChildProcess;
  /** Every stdout line so far. */
  lines: string[];
  stderr: () => string;
  /** Resolves with the first line matching `re` (rejects if the process exits first). */
  line(re: RegExp): Promise<RegExpExecArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(mode: 'write' | 'read', dir: string): Writer {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, mode, dir], {
    cwd: path.join(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const waiting: { re: RegExp; resolve(m: RegExpExecArray): void }[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (l) => {
    lines.push(l);
    for (const w of [...waiting]) {
      const m = w.re.exec(l);
      if (m) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    lines,
    stderr: () => err,
    exited,
    line: (re) =>
      new Promise((resolve, reject) => {
        const seen = lines.map((l) => re.exec(l)).find(Boolean);
        if (seen) return resolve(seen);
        waiting.push({ re, resolve });
        void exited.then(({ code }) => reject(new Error(`writer exited (${code}) before ${re}: ${err}`)));
      }),
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits (bounded) for a process to be gone; a process that outlives the bound fails the test. */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

const ackedIds = (w: Writer) =>
  w.lines.filter((l) => l.startsWith('acked ')).map((l) => Number(l.slice('acked '.length)));

describeEmbedded('embedded database in its own process', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-db-process-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when the service is killed with SIGKILL while writing, then its database process exits and a restart finds every acknowledged write', async () => {
    const writer = run('write', dir);
    const databasePid = Number((await writer.line(/^db (\d+)$/))[1]);
    expect(isAlive(databasePid)).toBe(true);
    await writer.line(/^acked (4\d)$/);
    writer.child.kill('SIGKILL');
    await writer.exited;
    const acked = ackedIds(writer);

    const reader = run('read', dir);
    const ids = JSON.parse((await reader.line(/^ids (.*)$/))[1]) as number[];
    expect(await reader.exited).toEqual({ code: 0, signal: null });
    expect(acked.length).toBeGreaterThan(0);
    expect(ids).toEqual(expect.arrayContaining(acked));
    expect(await gone(databasePid)).toBe(true);
  });

  it('when its database process is killed, then the service exits with code 1 and says why', async () => {
    const writer = run('write', dir);
    const databasePid = Number((await writer.line(/^db (\d+)$/))[1]);
    await writer.line(/^acked/);
    process.kill(databasePid, 'SIGKILL');
    expect((await writer.exited).code).toBe(1);
    expect(writer.stderr()).toContain('embedded MongoDB process stopped unexpectedly');
  });

  it('when the service stops on SIGTERM, then its database process stops with it and frees the directory', async () => {
    const writer = run('write', dir);
    const databasePid = Number((await writer.line(/^db (\d+)$/))[1]);
    await writer.line(/^acked/);
    writer.child.kill('SIGTERM');
    expect(await writer.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(databasePid)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'mongod.lock'))).toBe(false);
    const reader = run('read', dir);
    const ids = JSON.parse((await reader.line(/^ids (.*)$/))[1]) as number[];
    expect(ids).toEqual(expect.arrayContaining(ackedIds(writer)));
  });
});
