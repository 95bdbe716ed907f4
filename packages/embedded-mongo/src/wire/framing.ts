// Splits a TCP byte stream into wire-protocol messages and builds message headers.
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MAX_MESSAGE_SIZE = 48_000_000;
const HEADER_SIZE = 16;

export interface Frame {
  requestId: number;
  responseTo: number;
  opCode: number;
  body: Buffer;
}

/** Raised for bytes that cannot be a valid message; the connection is then closed. */
export class ProtocolError extends Error {}

/** Accumulates chunks and yields whole messages. */
export class FrameReader {
  private chunks: Buffer[] = [];
  private size = 0;

  /** Adds received bytes and returns every message now complete. */
  push(chunk: Buffer): Frame[] {
    this.chunks.push(chunk);
    this.size += chunk.length;
    const frames: Frame[] = [];
    while (this.size >= 4) {
      const head = this.peek(4);
      const length = head.readInt32LE(0);
      if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE) {
        throw new ProtocolError(`invalid message length ${length}`);
      }
      if (this.size < length) break;
      const msg = this.take(length);
      frames.push({
        requestId: msg.readInt32LE(4),
        responseTo: msg.readInt32LE(8),
        opCode: msg.readInt32LE(12),
        body: msg.subarray(HEADER_SIZE),
      });
    }
    return frames;
  }

  private peek(n: number): Buffer {
    if (this.chunks[0].length < n) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0].subarray(0, n);
  }

  private take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.size -= n;
    return out;
  }
}

/** Builds a message: header followed by the given payload parts. */
export function buildMessage(
  requestId: number,
  responseTo: number,
  opCode: number,
  parts: Uint8Array[],
): Buffer {
  const payload = Buffer.concat(parts);
  const header = Buffer.alloc(HEADER_SIZE);
  header.writeInt32LE(HEADER_SIZE + payload.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, payload]);
}

/** Reads a NUL-terminated string; throws when it is unterminated. */
export function readCString(buf: Buffer, offset: number): { value: string; next: number } {
  const end = buf.indexOf(0, offset);
  if (end < 0) throw new ProtocolError('unterminated cstring');
  return { value: buf.toString('utf8', offset, end), next: end + 1 };
}

/** Checks that a BSON document starting at offset fits inside the buffer and returns its size. */
export function bsonSizeAt(buf: Buffer, offset: number, limit = buf.length): number {
  if (offset + 5 > limit) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > limit) throw new ProtocolError('BSON document length out of bounds');
  return size;
}
