// Append-only journal with group commit: a flush resolves after one write + fdatasync covering every earlier append.
import fs from 'node:fs';
import type { Doc } from '../errors';
import { encodePut, encodeRecord } from './records';
import type { MutationLog } from './store';

/** The live journal file of one generation. */
export class Journal implements MutationLog {
  private pending: Buffer[] = [];
  private tail: Promise<void> = Promise.resolve();
  private closed = false;
  /** Bytes written so far (used to decide when to compact). */
  size = 0;

  constructor(
    private readonly fd: number,
    private readonly onFlushed: () => void = () => undefined,
  ) {}

  append(record: Doc): void {
    this.pending.push(encodeRecord(record));
  }

  appendPut(db: string, c: string, doc: Uint8Array): void {
    this.pending.push(encodePut(db, c, doc));
  }

  flush(): Promise<void> {
    this.tail = this.tail.then(() => this.writePending());
    return this.tail;
  }

  private async writePending(): Promise<void> {
    if (!this.pending.length || this.closed) return;
    const buf = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    await new Promise<void>((resolve, reject) =>
      fs.write(this.fd, buf, 0, buf.length, null, (e) => (e ? reject(e) : resolve())),
    );
    await new Promise<void>((resolve, reject) => fs.fdatasync(this.fd, (e) => (e ? reject(e) : resolve())));
    this.size += buf.length;
    this.onFlushed();
  }

  /** Flushes what is pending, then closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush().catch(() => undefined);
    this.closed = true;
    fs.closeSync(this.fd);
  }
}
