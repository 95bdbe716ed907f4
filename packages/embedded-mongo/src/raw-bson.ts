// Building BSON around documents that are already BSON (stored documents, see storage/documents.ts), so they are
// copied as bytes instead of being decoded and encoded again.
import { serialize } from 'bson';
import type { Doc } from './errors';

/**
 * On a `cursor` reply: the batch's documents as BSON bytes (parallel to firstBatch/nextBatch), so the reply is
 * built from them instead of encoding the decoded documents again (wire/op-msg.ts). A non-enumerable symbol
 * property, so bson and object spreads skip it.
 */
export const RAW_BATCH = Symbol('rawBatch');

const EMBEDDED_DOCUMENT = 0x03;
const ARRAY = 0x04;

/** The elements of a document (its bytes without the length prefix and the terminating zero). */
export function elementsOf(doc: Doc): Buffer {
  const b = serialize(doc, { ignoreUndefined: true });
  return Buffer.from(b.buffer, b.byteOffset + 4, b.length - 5);
}

/** One element whose value is a document or array given as BSON bytes. */
function element(type: number, name: string, value: Uint8Array): Uint8Array[] {
  return [Buffer.from([type]), Buffer.from(name + '\0', 'utf8'), value];
}

/** A document from element bytes: length prefix, elements, terminating zero. */
function documentOf(elements: Uint8Array[]): Buffer {
  const size = 4 + elements.reduce((n, e) => n + e.length, 0) + 1;
  const out = Buffer.allocUnsafe(size);
  out.writeInt32LE(size, 0);
  let at = 4;
  for (const e of elements) {
    out.set(e, at);
    at += e.length;
  }
  out[at] = 0;
  return out;
}

/** `{ ...head, [field]: <doc> }` where the document is given as BSON bytes. */
export function withRawDocument(head: Doc, field: string, raw: Uint8Array): Buffer {
  return documentOf([elementsOf(head), ...element(EMBEDDED_DOCUMENT, field, raw)]);
}

/** Sequential little-endian writes into a buffer sized in advance. */
class Writer {
  at = 0;
  constructor(readonly out: Buffer) {}
  int32(v: number): void {
    this.out.writeInt32LE(v, this.at);
    this.at += 4;
  }
  byte(v: number): void {
    this.out[this.at++] = v;
  }
  cstring(v: string): void {
    this.at += this.out.write(v, this.at, 'utf8');
    this.out[this.at++] = 0;
  }
  bytes(v: Uint8Array): void {
    this.out.set(v, this.at);
    this.at += v.length;
  }
}

/**
 * The OP_MSG bytes of `{ cursor: { [batchField]: [<raws>], id, ns }, ok }` in one allocation (the hot path of
 * every find/getMore reply): the same bytes bson would give for the decoded documents, without decoding them.
 */
export function cursorReplyMessage(
  header: { requestId: number; responseTo: number; opCode: number },
  batchField: string,
  raws: Uint8Array[],
  id: { low: number; high: number },
  ns: string,
  ok: number,
): Buffer {
  let arraySize = 4 + 1;
  for (let i = 0; i < raws.length; i++) arraySize += 1 + String(i).length + 1 + raws[i].length;
  const nsBytes = Buffer.byteLength(ns, 'utf8');
  const cursorSize =
    4 +
    (1 + Buffer.byteLength(batchField, 'utf8') + 1 + arraySize) +
    (1 + 3 + 8) +
    (1 + 3 + 4 + nsBytes + 1) +
    1;
  const bodySize = 4 + (1 + 7 + cursorSize) + (1 + 3 + 4) + 1;
  const total = 16 + 4 + 1 + bodySize;
  const w = new Writer(Buffer.allocUnsafe(total));
  w.int32(total);
  w.int32(header.requestId);
  w.int32(header.responseTo);
  w.int32(header.opCode);
  w.int32(0); // flagBits
  w.byte(0); // section kind 0: the body
  w.int32(bodySize);
  w.byte(EMBEDDED_DOCUMENT);
  w.cstring('cursor');
  w.int32(cursorSize);
  w.byte(ARRAY);
  w.cstring(batchField);
  w.int32(arraySize);
  for (let i = 0; i < raws.length; i++) {
    w.byte(EMBEDDED_DOCUMENT);
    w.cstring(String(i));
    w.bytes(raws[i]);
  }
  w.byte(0); // end of the array
  w.byte(0x12); // int64
  w.cstring('id');
  w.int32(id.low);
  w.int32(id.high);
  w.byte(0x02); // string
  w.cstring('ns');
  w.int32(nsBytes + 1);
  w.cstring(ns);
  w.byte(0); // end of cursor
  w.byte(0x10); // int32
  w.cstring('ok');
  w.int32(ok);
  w.byte(0); // end of the body
  if (w.at !== total) throw new Error(`cursor reply: wrote ${w.at} of ${total} bytes`);
  return w.out;
}
