// Record framing for journal and snapshot files: [u32 length][u32 crc32][BSON], so a torn tail is detectable.
import { crc32 } from 'node:zlib';
import { serialize } from 'bson';
import { decodeDocument } from '../bson-values';
import type { Doc } from '../errors';
import { withRawDocument } from '../raw-bson';

const HEAD = 8;

/** Frames one record. */
export function encodeRecord(record: Doc): Buffer {
  return frame(serialize(record, { ignoreUndefined: true }));
}

/** Frames the record `{ op: 'put', db, c, doc }` of a document already held as BSON (no second encoding). */
export function encodePut(db: string, c: string, doc: Uint8Array): Buffer {
  return frame(withRawDocument({ op: 'put', db, c }, 'doc', doc));
}

function frame(body: Uint8Array): Buffer {
  const head = Buffer.alloc(HEAD);
  head.writeUInt32LE(body.length, 0);
  head.writeUInt32LE(crc32(body), 4);
  return Buffer.concat([head, body]);
}

/** Decodes records until the first incomplete or corrupt one; `validBytes` marks where it stopped. */
export function decodeRecords(buf: Buffer): { records: Doc[]; validBytes: number } {
  const records: Doc[] = [];
  let offset = 0;
  while (offset + HEAD <= buf.length) {
    const len = buf.readUInt32LE(offset);
    const crc = buf.readUInt32LE(offset + 4);
    const end = offset + HEAD + len;
    if (len < 5 || end > buf.length) break;
    const body = buf.subarray(offset + HEAD, end);
    if (crc32(body) !== crc) break;
    try {
      records.push(decodeDocument(body));
    } catch {
      break;
    }
    offset = end;
  }
  return { records, validBytes: offset };
}
