// Legacy OP_QUERY (only the driver's first handshake) and its OP_REPLY answer.
import { serialize } from 'bson';
import { decodeDocument } from '../bson-values';
import type { Doc } from '../errors';
import { bsonSizeAt, buildMessage, OP_REPLY, readCString } from './framing';

export interface ParsedQuery {
  collection: string;
  query: Doc;
}

/** Parses an OP_QUERY body; throws ProtocolError for malformed input. */
export function parseOpQuery(body: Buffer): ParsedQuery {
  const name = readCString(body, 4);
  const offset = name.next + 8; // numberToSkip, numberToReturn
  const size = bsonSizeAt(body, offset);
  let query = decodeDocument(body.subarray(offset, offset + size));
  // Drivers may wrap the command as { $query: {...}, $readPreference }.
  if (query.$query && typeof query.$query === 'object') query = query.$query as Doc;
  return { collection: name.value, query };
}

/** Encodes an OP_REPLY carrying the given documents. */
export function encodeOpReply(requestId: number, responseTo: number, docs: Doc[]): Buffer {
  const head = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
  head.writeInt32LE(docs.length, 16);
  const bodies = docs.map((d) => serialize(d, { ignoreUndefined: true }));
  return buildMessage(requestId, responseTo, OP_REPLY, [head, ...bodies]);
}
