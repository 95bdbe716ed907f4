// A collection's documents by canonical _id key, each kept as its BSON bytes and decoded on every read.
// Why: a decoded document costs about 3× its BSON size on the JS heap (a Date alone ~120 B) and every one of
// them is traced by each full GC; bytes in a Buffer live outside the V8 heap and are never traced. A read
// returns a fresh copy, so no caller can change a stored document by mutating what it read.
import { serialize } from 'bson';
import { decodeDocument } from '../bson-values';
import type { Doc } from '../errors';

/** Map-like store of documents as BSON (`get` decodes; `raw` hands out the stored bytes). */
export class Documents {
  private readonly bytes = new Map<string, Uint8Array>();

  get size(): number {
    return this.bytes.size;
  }

  has(id: string): boolean {
    return this.bytes.has(id);
  }

  /** The document decoded (a new object on every call). */
  get(id: string): Doc | undefined {
    const b = this.bytes.get(id);
    return b && decodeDocument(b);
  }

  /** The stored BSON bytes (what `get` decodes), for replies that send documents unchanged. */
  raw(id: string): Uint8Array | undefined {
    return this.bytes.get(id);
  }

  /** Stores the document's BSON (undefined fields are left out, as the journal leaves them out) and returns it. */
  set(id: string, doc: Doc): Uint8Array {
    const b = serialize(doc, { ignoreUndefined: true });
    this.bytes.set(id, b);
    return b;
  }

  delete(id: string): boolean {
    return this.bytes.delete(id);
  }

  keys(): IterableIterator<string> {
    return this.bytes.keys();
  }

  /** Every document decoded, in insertion order. */
  *values(): IterableIterator<Doc> {
    for (const b of this.bytes.values()) yield decodeDocument(b);
  }

  *entries(): IterableIterator<[string, Doc]> {
    for (const [id, b] of this.bytes) yield [id, decodeDocument(b)];
  }

  [Symbol.iterator](): IterableIterator<[string, Doc]> {
    return this.entries();
  }
}
