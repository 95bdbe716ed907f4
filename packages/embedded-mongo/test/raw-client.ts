// A minimal raw wire-protocol client for tests that need to send exact bytes.
import net from 'node:net';
import { deserialize, serialize, type Document } from 'bson';

/** Opens a socket to the server behind a mongodb:// URI. */
export function connectRaw(uri: string): Promise<net.Socket> {
  const u = new URL(uri.replace(/^mongodb:\/\//, 'http://'));
  return new Promise((resolve, reject) => {
    const s = net.connect(Number(u.port || 27017), u.hostname.replace(/^\[|\]$/g, ''), () => resolve(s));
    s.once('error', reject);
  });
}

function header(length: number, requestId: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

/** An OP_MSG with a body and optional kind-1 document sequences. */
export function opMsg(
  requestId: number,
  body: Document,
  flags = 0,
  sequences: [string, Document[]][] = [],
): Buffer {
  const parts: Buffer[] = [];
  const f = Buffer.alloc(4);
  f.writeUInt32LE(flags >>> 0, 0);
  parts.push(f, Buffer.from([0]), Buffer.from(serialize(body)));
  for (const [id, docs] of sequences) {
    const payload = Buffer.concat([Buffer.from(id + '\0'), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4, 0);
    parts.push(Buffer.from([1]), size, payload);
  }
  const payload = Buffer.concat(parts);
  return Buffer.concat([header(16 + payload.length, requestId, 2013), payload]);
}

/** An OP_QUERY against `<db>.$cmd`. */
export function opQuery(requestId: number, db: string, query: Document): Buffer {
  const flags = Buffer.alloc(4);
  const name = Buffer.from(`${db}.$cmd\0`);
  const nums = Buffer.alloc(8);
  nums.writeInt32LE(-1, 4);
  const payload = Buffer.concat([flags, name, nums, Buffer.from(serialize(query))]);
  return Buffer.concat([header(16 + payload.length, requestId, 2004), payload]);
}

export interface RawReply {
  opCode: number;
  responseTo: number;
  flags: number;
  docs: Document[];
}

/** Reads one reply, or resolves undefined if the server closes the socket or stays silent for `timeoutMs`. */
export function readReply(s: net.Socket, timeoutMs = 2000): Promise<RawReply | undefined> {
  return new Promise((resolve) => {
    let buf = Buffer.alloc(0);
    const done = (r: RawReply | undefined): void => {
      clearTimeout(timer);
      s.off('data', onData);
      s.off('close', onClose);
      resolve(r);
    };
    const onClose = (): void => done(undefined);
    const onData = (chunk: Buffer): void => {
      buf = Buffer.concat([buf, chunk]);
      if (buf.length < 4 || buf.length < buf.readInt32LE(0)) return;
      const opCode = buf.readInt32LE(12);
      const responseTo = buf.readInt32LE(8);
      if (opCode === 1) {
        const flags = buf.readInt32LE(16);
        const n = buf.readInt32LE(32);
        const docs: Document[] = [];
        let off = 36;
        for (let i = 0; i < n; i++) {
          const size = buf.readInt32LE(off);
          docs.push(deserialize(buf.subarray(off, off + size), { promoteLongs: false }));
          off += size;
        }
        done({ opCode, responseTo, flags, docs });
      } else {
        const flags = buf.readUInt32LE(16);
        done({
          opCode,
          responseTo,
          flags,
          docs: [deserialize(buf.subarray(21, buf.readInt32LE(0)), { promoteLongs: false })],
        });
      }
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    s.on('data', onData);
    s.once('close', onClose);
  });
}

/** Resolves true once the socket has been closed by the server (or false after the timeout). */
export function waitClosed(s: net.Socket, timeoutMs = 2000): Promise<boolean> {
  if (s.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    s.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
    s.resume();
  });
}
