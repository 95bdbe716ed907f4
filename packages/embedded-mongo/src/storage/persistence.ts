// Data directory: snapshot.db (full state at generation G) + journal.G.log (writes since), group-committed with fdatasync.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Journal } from './journal';
import { decodeRecords, encodePut, encodeRecord } from './records';
import type { Store } from './store';

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface PersistenceOptions {
  /** Compact while running once the journal grows past this many bytes (default 64 MB). */
  compactBytes?: number;
}

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function replayFile(store: Store, file: string, logger?: Logger): { gen?: number } {
  if (!fs.existsSync(file)) return {};
  const buf = fs.readFileSync(file);
  const { records, validBytes } = decodeRecords(buf);
  if (validBytes < buf.length)
    logger?.warn(`${path.basename(file)}: dropped ${buf.length - validBytes} bytes of torn or corrupt tail`);
  let gen: number | undefined;
  for (const r of records) {
    if (r.op === 'meta') {
      gen = Number(r.gen);
      continue;
    }
    try {
      store.replay(r);
    } catch (err) {
      logger?.warn(`replay skipped a record: ${(err as Error).message}`);
    }
  }
  return { gen };
}

/** Owns the data directory: recovery on open, compaction, and the live journal. */
export class Persistence {
  private journal!: Journal;
  private gen = 0;

  private constructor(
    private readonly dir: string,
    private readonly store: Store,
    private readonly compactBytes: number,
  ) {}

  /** Loads the directory into the store, compacts it, and attaches a fresh journal. */
  static async open(
    dir: string,
    store: Store,
    logger?: Logger,
    options: PersistenceOptions = {},
  ): Promise<Persistence> {
    await fsp.mkdir(dir, { recursive: true });
    const p = new Persistence(dir, store, options.compactBytes ?? 64 * 1024 * 1024);
    p.gen = replayFile(store, p.snapshotFile, logger).gen ?? 0;
    replayFile(store, p.journalFile(p.gen), logger);
    p.compact();
    return p;
  }

  get generation(): number {
    return this.gen;
  }

  private get snapshotFile(): string {
    return path.join(this.dir, 'snapshot.db');
  }

  private journalFile(gen: number): string {
    return path.join(this.dir, `journal.${gen}.log`);
  }

  /**
   * Writes the whole in-memory state as generation G+1 and switches to journal G+1. Runs synchronously,
   * so no write can slip between the snapshot and the switch; appends still pending in the old journal are
   * already part of the snapshot and are flushed before that journal is closed and deleted.
   */
  compact(): void {
    const next = this.gen + 1;
    const tmp = this.snapshotFile + '.tmp';
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeSync(fd, encodeRecord({ op: 'meta', gen: next }));
      for (const db of this.store.dbs.values()) {
        for (const coll of db.values()) {
          fs.writeSync(fd, encodeRecord({ op: 'mkcoll', db: coll.db, c: coll.name, options: coll.options }));
          for (const spec of coll.specs.slice(1))
            fs.writeSync(fd, encodeRecord({ op: 'mkidx', db: coll.db, c: coll.name, spec }));
          for (const id of coll.docs.keys())
            fs.writeSync(fd, encodePut(coll.db, coll.name, coll.docs.raw(id)!));
        }
      }
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.snapshotFile);
    const journalFd = fs.openSync(this.journalFile(next), 'w');
    fs.fsyncSync(journalFd);
    fsyncDir(this.dir);
    const old = this.journal;
    this.gen = next;
    this.journal = new Journal(journalFd, () => this.afterFlush());
    this.store.log = this.journal;
    const removeStale = (): void => {
      for (const f of fs.readdirSync(this.dir)) {
        const m = /^journal\.(\d+)\.log$/.exec(f);
        if (m && Number(m[1]) < next) fs.rmSync(path.join(this.dir, f), { force: true });
      }
    };
    if (old) void old.close().then(removeStale, removeStale);
    else removeStale();
  }

  private afterFlush(): void {
    if (this.journal.size > this.compactBytes) this.compact();
  }

  /** Flushes and closes the journal. */
  close(): Promise<void> {
    return this.journal.close();
  }
}

/** Opens the data directory for a store (see Persistence). */
export function openPersistence(
  dir: string,
  store: Store,
  logger?: Logger,
  options?: PersistenceOptions,
): Promise<Persistence> {
  return Persistence.open(dir, store, logger, options);
}
