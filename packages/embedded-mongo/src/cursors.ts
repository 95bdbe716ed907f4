// Server-wide cursor registry: getMore may arrive on any connection; idle cursors expire.
import { calculateObjectSize, Long } from 'bson';
import { MongoError, type Doc } from './errors';
import { RAW_BATCH } from './raw-bson';

interface CursorState {
  ns: string;
  docs: Doc[];
  /** The stored BSON of each document, when the documents are stored ones sent unchanged. */
  raws?: Uint8Array[];
  pos: number;
  lastUsed: number;
}

export const DEFAULT_BATCH = 101;
const MAX_BATCH_BYTES = 16 * 1024 * 1024;

/** Holds open cursors by id and hands out batches. */
export class CursorRegistry {
  private readonly cursors = new Map<string, CursorState>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly idleMs = 10 * 60_000) {
    this.timer = setInterval(() => this.expire(), Math.min(idleMs, 60_000));
    this.timer.unref();
  }

  /** Builds the `cursor` reply for a result set, registering a cursor when documents remain. */
  open(
    ns: string,
    docs: Doc[],
    batchSize: number | undefined,
    singleBatch = false,
    raws?: Uint8Array[],
  ): Doc {
    const size = batchSize === undefined || (batchSize === 0 && singleBatch) ? DEFAULT_BATCH : batchSize;
    const first = take(docs, 0, size, raws);
    let id = Long.ZERO;
    if (!singleBatch && first.length < docs.length) {
      id = newId();
      this.cursors.set(id.toString(), { ns, docs, raws, pos: first.length, lastUsed: Date.now() });
    }
    return withRaws({ firstBatch: first, id, ns }, raws?.slice(0, first.length));
  }

  /** Next batch of a cursor; code 43 when the id is unknown. */
  getMore(id: Long, batchSize: number | undefined, ns?: string): Doc {
    const key = id.toString();
    const c = this.cursors.get(key);
    if (!c) throw new MongoError('CursorNotFound', `cursor id ${key} not found`);
    if (ns !== undefined && ns !== c.ns) {
      throw new MongoError(
        'Unauthorized',
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${c.ns}`,
        {},
        13,
      );
    }
    const from = c.pos;
    const batch = take(c.docs, from, batchSize && batchSize > 0 ? batchSize : c.docs.length, c.raws);
    c.pos += batch.length;
    c.lastUsed = Date.now();
    const done = c.pos >= c.docs.length;
    if (done) this.cursors.delete(key);
    return withRaws(
      { nextBatch: batch, id: done ? Long.ZERO : id, ns: c.ns },
      c.raws?.slice(from, from + batch.length),
    );
  }

  /** Closes cursors; returns which ids existed. */
  kill(ids: Long[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id.toString()) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  get size(): number {
    return this.cursors.size;
  }

  private expire(): void {
    const cutoff = Date.now() - this.idleMs;
    for (const [id, c] of this.cursors) if (c.lastUsed < cutoff) this.cursors.delete(id);
  }

  close(): void {
    clearInterval(this.timer);
    this.cursors.clear();
  }
}

function withRaws(cursor: Doc, raws: Uint8Array[] | undefined): Doc {
  if (raws) Object.defineProperty(cursor, RAW_BATCH, { value: raws });
  return cursor;
}

function take(docs: Doc[], from: number, n: number, raws?: Uint8Array[]): Doc[] {
  const out: Doc[] = [];
  let bytes = 0;
  for (let i = from; i < docs.length && out.length < n; i++) {
    // Keep each reply under the 16MB message limit, as mongod does.
    const size = raws ? raws[i].length : calculateObjectSize(docs[i]);
    if (out.length && bytes + size > MAX_BATCH_BYTES) break;
    bytes += size;
    out.push(docs[i]);
  }
  return out;
}

function newId(): Long {
  let id = Long.ZERO;
  while (id.isZero()) id = Long.fromBits((Math.random() * 2 ** 32) | 0, (Math.random() * 2 ** 31) | 0);
  return id;
}
