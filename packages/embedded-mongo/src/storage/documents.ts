// A collection's documents by canonical _id key, each kept as its BSON bytes and decoded on every read.
// Why: a decoded document costs about 3× its BSON size on the JS heap (a Date alone ~120 B) and every one of
// them is traced by each full GC. The bytes are packed one after another into 1 MiB chunks (outside the V8
// heap), and the map holds only the position, a small integer: no object per document at all (a Buffer per
// document would cost ~100 B of heap for its view object, plus malloc's 8 KiB pool slabs that a single live
// document keeps). Chunks are append-only, so a view handed out stays valid; replaced and deleted documents
// leave garbage that a compaction (copying the live documents to fresh chunks) reclaims once it outweighs them.
// A read returns a fresh copy, so no caller can change a stored document by mutating what it read.
import { serialize } from 'bson';
import { decodeDocument } from '../bson-values';
import type { Doc } from '../errors';

const CHUNK = 1 << 20;
/** Larger documents (up to 16 MiB) get a buffer of their own. */
const OWN_BUFFER = CHUNK >> 2;
/** Compaction starts when garbage passes both this many bytes and the live bytes. */
const MIN_GARBAGE = 4 * CHUNK;

/** Map-like store of documents as BSON (`get` decodes; `raw` hands out the stored bytes). */
export class Documents {
  /** Position of each document: chunk index × CHUNK + offset (a small integer while under 1 GiB). */
  private readonly where = new Map<string, number>();
  private readonly large = new Map<string, Uint8Array>();
  private chunks: Buffer[] = [];
  private used = 0;
  private live = 0;
  private garbage = 0;

  get size(): number {
    return this.where.size + this.large.size;
  }

  has(id: string): boolean {
    return this.where.has(id) || this.large.has(id);
  }

  /** The document decoded (a new object on every call). */
  get(id: string): Doc | undefined {
    const b = this.raw(id);
    return b && decodeDocument(b);
  }

  /** The stored BSON bytes (what `get` decodes), for replies and the journal, which send them unchanged. */
  raw(id: string): Uint8Array | undefined {
    const at = this.where.get(id);
    return at === undefined ? this.large.get(id) : this.bytesAt(at);
  }

  /** Stores the document's BSON (undefined fields are left out, as the journal leaves them out). */
  set(id: string, doc: Doc): void {
    const b = serialize(doc, { ignoreUndefined: true });
    if (b.length > OWN_BUFFER) {
      this.delete(id);
      this.large.set(id, b);
      return;
    }
    // A replaced document keeps its place in the order (Map.set of an existing key), as a Map did.
    this.release(id);
    this.large.delete(id);
    this.where.set(id, this.append(b));
    this.live += b.length;
    this.compactIfWasteful();
  }

  delete(id: string): boolean {
    if (!this.release(id)) return this.large.delete(id);
    this.where.delete(id);
    this.compactIfWasteful();
    return true;
  }

  /** Counts the document's bytes as garbage (its position stays mapped); false when it is not in a chunk. */
  private release(id: string): boolean {
    const at = this.where.get(id);
    if (at === undefined) return false;
    const n = this.bytesAt(at).length;
    this.live -= n;
    this.garbage += n;
    return true;
  }

  /** Ids in insertion order (a replaced document keeps its place, as in a Map; documents over 256 KiB last). */
  *keys(): IterableIterator<string> {
    yield* this.where.keys();
    yield* this.large.keys();
  }

  /** Every document decoded, in insertion order. */
  *values(): IterableIterator<Doc> {
    for (const id of this.keys()) yield this.get(id)!;
  }

  *entries(): IterableIterator<[string, Doc]> {
    for (const id of this.keys()) yield [id, this.get(id)!];
  }

  [Symbol.iterator](): IterableIterator<[string, Doc]> {
    return this.entries();
  }

  private bytesAt(at: number): Uint8Array {
    const chunk = this.chunks[Math.floor(at / CHUNK)];
    const offset = at % CHUNK;
    return chunk.subarray(offset, offset + chunk.readInt32LE(offset));
  }

  private append(b: Uint8Array): number {
    const last = this.chunks[this.chunks.length - 1];
    if (!last || this.used + b.length > last.length) {
      // Chunks grow from 16 KiB, so a small collection does not hold a whole MiB.
      const size = Math.max(b.length, Math.min(CHUNK, (16 * 1024) << Math.min(this.chunks.length, 6)));
      this.chunks.push(Buffer.allocUnsafeSlow(size));
      this.used = 0;
    }
    const index = this.chunks.length - 1;
    this.chunks[index].set(b, this.used);
    const at = index * CHUNK + this.used;
    this.used += b.length;
    return at;
  }

  /** Copies the live documents into fresh chunks (positions change, order and views handed out stay). */
  private compactIfWasteful(): void {
    if (this.garbage < MIN_GARBAGE || this.garbage < this.live) return;
    const old = this.chunks;
    const positions = Array.from(this.where);
    this.chunks = [];
    this.used = 0;
    for (const [id, at] of positions) {
      const chunk = old[Math.floor(at / CHUNK)];
      const offset = at % CHUNK;
      this.where.set(id, this.append(chunk.subarray(offset, offset + chunk.readInt32LE(offset))));
    }
    this.garbage = 0;
  }
}
