// Data directory: snapshot.db (state at generation G) + journal.G.log (writes since), group-committed with fdatasync.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Doc } from '../errors';
import { decodeRecords, encodeRecord } from './records';
import type { MutationLog, Store } from './store';

interface Logger { info(msg: string): void; warn(msg: string): void }

/** Append-only journal with group commit: every flush waits for one write + fdatasync covering all earlier appends. */
class Journal implements MutationLog {
  private pending: Buffer[] = [];
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly fd: number) {}

  append(record: Doc): void {
    this.pending.push(encodeRecord(record));
  }

  flush(): Promise<void> {
    this.tail = this.tail.then(() => this.writePending());
    return this.tail;
  }

  private async writePending(): Promise<void> {
    if (!this.pending.length) return;
    const buf = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    await new Promise<void>((resolve, reject) => fs.write(this.fd, buf, 0, buf.length, null, (e) => (e ? reject(e) : resolve())));
    await new Promise<void>((resolve, reject) => fs.fdatasync(this.fd, (e) => (e ? reject(e) : resolve())));
  }

  async close(): Promise<void> {
    await this.flush().catch(() => undefined);
    fs.closeSync(this.fd);
  }
}

function snapshotRecords(store: Store, gen: number): Buffer[] {
  const out: Buffer[] = [encodeRecord({ op: 'meta', gen })];
  for (const db of store.dbs.values()) {
    for (const coll of db.values()) {
      out.push(encodeRecord({ op: 'mkcoll', db: coll.db, c: coll.name, options: coll.options }));
      for (const spec of coll.specs.slice(1)) out.push(encodeRecord({ op: 'mkidx', db: coll.db, c: coll.name, spec }));
      for (const doc of coll.docs.values()) out.push(encodeRecord({ op: 'put', db: coll.db, c: coll.name, doc }));
    }
  }
  return out;
}

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try { fs.fsyncSync(fd); } finally { fs.closeSync(fd); }
}

function replayFile(store: Store, file: string, logger?: Logger): { gen?: number } {
  if (!fs.existsSync(file)) return {};
  const buf = fs.readFileSync(file);
  const { records, validBytes } = decodeRecords(buf);
  if (validBytes < buf.length) logger?.warn(`${path.basename(file)}: dropped ${buf.length - validBytes} bytes of torn or corrupt tail`);
  let gen: number | undefined;
  for (const r of records) {
    if (r.op === 'meta') { gen = Number(r.gen); continue; }
    try { store.replay(r); } catch (err) { logger?.warn(`replay skipped a record: ${(err as Error).message}`); }
  }
  return { gen };
}

/** Loads the data directory into the store, compacts it, and attaches a fresh journal. */
export async function openPersistence(dir: string, store: Store, logger?: Logger): Promise<{ close(): Promise<void> }> {
  await fsp.mkdir(dir, { recursive: true });
  const snapshotFile = path.join(dir, 'snapshot.db');
  const gen = replayFile(store, snapshotFile, logger).gen ?? 0;
  replayFile(store, path.join(dir, `journal.${gen}.log`), logger);
  // Compaction: the new snapshot covers everything; writes then go to the next generation's journal.
  const next = gen + 1;
  const tmp = snapshotFile + '.tmp';
  const fd = fs.openSync(tmp, 'w');
  try {
    for (const b of snapshotRecords(store, next)) fs.writeSync(fd, b);
    fs.fsyncSync(fd);
  } finally { fs.closeSync(fd); }
  fs.renameSync(tmp, snapshotFile);
  const journalFd = fs.openSync(path.join(dir, `journal.${next}.log`), 'w');
  fs.fsyncSync(journalFd);
  fsyncDir(dir);
  for (const f of fs.readdirSync(dir)) {
    const m = /^journal\.(\d+)\.log$/.exec(f);
    if (m && Number(m[1]) !== next) fs.rmSync(path.join(dir, f), { force: true });
  }
  const journal = new Journal(journalFd);
  store.log = journal;
  return { close: () => journal.close() };
}
