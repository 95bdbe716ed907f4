// OP_MSG: kind-0 body plus kind-1 document sequences, which are merged into the body.
import { Long, serialize } from 'bson';
import { decodeDocument } from '../bson-values';
import type { Doc } from '../errors';
import { cursorReplyMessage, RAW_BATCH } from '../raw-bson';
import { bsonSizeAt, buildMessage, OP_MSG, ProtocolError, readCString } from './framing';

export const CHECKSUM_PRESENT = 1;
export const MORE_TO_COME = 2;
export const EXHAUST_ALLOWED = 1 << 16;

export interface ParsedMsg {
  flags: number;
  doc: Doc;
  /** Size in bytes of the kind-0 body document. */
  bodySize: number;
}

/** Parses an OP_MSG body; throws ProtocolError for malformed input. */
export function parseOpMsg(body: Buffer): ParsedMsg {
  if (body.length < 5) throw new ProtocolError('OP_MSG too short');
  const flags = body.readUInt32LE(0);
  // Unknown required flag bits (0-15) must make the server reject the message.
  if ((flags & 0xffff & ~(CHECKSUM_PRESENT | MORE_TO_COME)) !== 0)
    throw new ProtocolError('unsupported OP_MSG flags');
  const end = flags & CHECKSUM_PRESENT ? body.length - 4 : body.length;
  let offset = 4;
  let doc: Doc | undefined;
  let bodySize = 0;
  const sequences: [string, Doc[]][] = [];
  while (offset < end) {
    const kind = body[offset++];
    if (kind === 0) {
      const size = bsonSizeAt(body, offset, end);
      if (doc) throw new ProtocolError('multiple kind-0 sections');
      doc = decodeDocument(body.subarray(offset, offset + size));
      bodySize = size;
      offset += size;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const seqEnd = offset + body.readInt32LE(offset);
      if (seqEnd > end || seqEnd < offset + 5) throw new ProtocolError('document sequence out of bounds');
      const id = readCString(body, offset + 4);
      let p = id.next;
      const docs: Doc[] = [];
      while (p < seqEnd) {
        const size = bsonSizeAt(body, p, seqEnd);
        docs.push(decodeDocument(body.subarray(p, p + size)));
        p += size;
      }
      sequences.push([id.value, docs]);
      offset = seqEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!doc) throw new ProtocolError('OP_MSG without body');
  for (const [name, docs] of sequences) doc[name] = docs;
  return { flags, doc, bodySize };
}

/** Encodes a reply as an OP_MSG with a single kind-0 section and no checksum. */
export function encodeOpMsg(requestId: number, responseTo: number, doc: Doc): Buffer {
  const raw = encodeCursorReply(requestId, responseTo, doc);
  if (raw) return raw;
  const flags = Buffer.alloc(4);
  const body = serialize(doc, { ignoreUndefined: true });
  return buildMessage(requestId, responseTo, OP_MSG, [flags, Buffer.from([0]), body]);
}

/** A `{ cursor: { firstBatch | nextBatch, id, ns }, ok }` reply whose batch is stored BSON (cursors.ts), else undefined. */
function encodeCursorReply(requestId: number, responseTo: number, doc: Doc): Buffer | undefined {
  const cursor = doc.cursor as Doc | undefined;
  const raws = cursor && (cursor as { [RAW_BATCH]?: Uint8Array[] })[RAW_BATCH];
  if (!raws) return undefined;
  const keys = Object.keys(doc);
  const fields = Object.keys(cursor);
  const [batchField] = fields;
  const { id, ns, ok } = { id: cursor.id, ns: cursor.ns, ok: doc.ok };
  if (
    keys.length !== 2 ||
    keys[0] !== 'cursor' ||
    keys[1] !== 'ok' ||
    fields.length !== 3 ||
    !Array.isArray(cursor[batchField]) ||
    (cursor[batchField] as unknown[]).length !== raws.length ||
    !Long.isLong(id) ||
    typeof ns !== 'string' ||
    !Number.isInteger(ok)
  )
    return undefined;
  return cursorReplyMessage(
    { requestId, responseTo, opCode: OP_MSG },
    batchField,
    raws,
    id,
    ns,
    ok as number,
  );
}
