// The database baseline: a MongoDB wire-protocol server that does nothing. It answers the driver's
// handshake, and every command with a canned reply (a find returns the one document it was given),
// so a driver round trip through it costs framing, BSON and the socket only: what the embedded
// server's work is compared with.
import net from 'node:net';
import { Long, serialize, type Document } from 'bson';
import { FrameReader, OP_MSG, OP_QUERY } from '../../packages/embedded-mongo/src/wire/framing';
import { encodeOpMsg, parseOpMsg } from '../../packages/embedded-mongo/src/wire/op-msg';
import { encodeOpReply, parseOpQuery } from '../../packages/embedded-mongo/src/wire/op-query';

const HELLO = {
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  maxBsonObjectSize: 16777216,
  maxMessageSizeBytes: 48000000,
  maxWriteBatchSize: 100000,
  logicalSessionTimeoutMinutes: 30,
  minWireVersion: 0,
  maxWireVersion: 21,
  readOnly: false,
  ok: 1,
};

/** Starts the server; every find answers the first `limit` (or all) of `docs`. */
export async function startNullWireServer(docs: Document[]): Promise<{ uri: string; stop(): Promise<void> }> {
  serialize(docs[0] ?? {}); // fail early on a document BSON cannot hold
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setNoDelay(true);
    const reader = new FrameReader();
    socket.on('data', (chunk) => {
      for (const frame of reader.push(chunk)) {
        if (frame.opCode === OP_QUERY) {
          parseOpQuery(frame.body);
          socket.write(
            encodeOpReply(0, frame.requestId, [{ ...HELLO, localTime: new Date(), connectionId: 1 }]),
          );
          continue;
        }
        if (frame.opCode !== OP_MSG) continue;
        const { doc } = parseOpMsg(frame.body);
        const command = Object.keys(doc)[0];
        const reply: Document =
          command === 'hello' || command === 'ismaster' || command === 'isMaster'
            ? { ...HELLO, localTime: new Date(), connectionId: 1 }
            : command === 'find' || command === 'aggregate'
              ? {
                  cursor: {
                    firstBatch: docs.slice(0, Number(doc.limit) || docs.length),
                    id: Long.ZERO,
                    ns: `${String(doc.$db)}.${String(doc[command])}`,
                  },
                  ok: 1,
                }
              : command === 'insert' || command === 'update' || command === 'delete'
                ? { n: 1, nModified: command === 'update' ? 1 : undefined, ok: 1 }
                : { ok: 1 };
        socket.write(encodeOpMsg(0, frame.requestId, reply));
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    uri: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
