import type net from 'node:net';
import { openTestDb, type TestDb } from '../../test/harness';
import { connectRaw, opMsg, opQuery, readReply, waitClosed } from '../../test/raw-client';

describe('wire protocol', () => {
  let t: TestDb;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    t = await openTestDb();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.destroy());
    await t.close();
  });
  const raw = async (): Promise<net.Socket> => {
    const s = await connectRaw(t.uri);
    sockets.push(s);
    return s;
  };

  /** The server still serves new connections. */
  async function stillServes(): Promise<void> {
    const s = await raw();
    s.write(opMsg(99, { ping: 1, $db: 'admin' }));
    expect((await readReply(s))?.docs[0].ok).toBe(1);
  }

  it('when the handshake arrives as OP_QUERY, then an OP_REPLY answers it', async () => {
    const s = await raw();
    s.write(opQuery(7, 'admin', { isMaster: 1, helloOk: true }));
    const reply = await readReply(s);
    expect(reply).toMatchObject({ opCode: 1, responseTo: 7 });
    expect(reply!.docs[0]).toMatchObject({ ismaster: true, ok: 1 });
  });

  it('when an OP_MSG carries document sequences, then they are merged into the command and the reply has no checksum', async () => {
    const s = await raw();
    s.write(opMsg(8, { insert: 'seq', $db: t.dbName }, 0, [['documents', [{ _id: 1 }, { _id: 2 }]]]));
    const reply = await readReply(s);
    expect(reply).toMatchObject({ opCode: 2013, responseTo: 8 });
    expect(reply!.flags & 1).toBe(0);
    expect(reply!.docs[0]).toMatchObject({ n: 2, ok: 1 });
  });

  it('when moreToCome is set on a request, then no reply is sent but the write happens', async () => {
    const s = await raw();
    s.write(opMsg(9, { insert: 'quiet', documents: [{ _id: 1 }], writeConcern: { w: 0 }, $db: t.dbName }, 2));
    expect(await readReply(s, 500)).toBeUndefined();
    s.write(opMsg(10, { count: 'quiet', $db: t.dbName }));
    expect((await readReply(s))?.docs[0]).toMatchObject({ n: 1, ok: 1 });
  });

  it('when garbage bytes arrive, then that connection closes and the server keeps serving', async () => {
    const s = await raw();
    s.write(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(await waitClosed(s)).toBe(true);
    await stillServes();
  });

  it('when a message header announces more than the advertised maxMessageSizeBytes, then the connection closes', async () => {
    const hello = await t.db.admin().command({ hello: 1 });
    const s = await raw();
    const header = Buffer.alloc(16);
    header.writeInt32LE(hello.maxMessageSizeBytes + 1, 0);
    header.writeInt32LE(1, 4);
    header.writeInt32LE(2013, 12);
    s.write(header);
    expect(await waitClosed(s)).toBe(true);
    await stillServes();
  });

  it('when a length field exceeds the bytes sent, then the server does not crash', async () => {
    const s = await raw();
    const msg = opMsg(11, { ping: 1, $db: 'admin' });
    msg.writeInt32LE(msg.length + 1000, 0);
    s.write(msg);
    s.end();
    await waitClosed(s);
    await stillServes();
  });

  it('when a BSON document is truncated, then that connection closes without a reply', async () => {
    const s = await raw();
    const msg = opMsg(12, { ping: 1, $db: 'admin', pad: 'x'.repeat(50) });
    msg.writeInt32LE(msg.readInt32LE(21) + 40, 21); // BSON length now points past the message
    s.write(msg);
    expect(await readReply(s)).toBeUndefined();
    expect(await waitClosed(s)).toBe(true);
    await stillServes();
  });

  it('when random bodies arrive under valid headers, then the server keeps serving', async () => {
    for (let i = 0; i < 30; i++) {
      const s = await raw();
      const body = Buffer.from(
        Array.from({ length: 5 + ((i * 37) % 120) }, (_, k) => (k * 131 + i * 17) % 256),
      );
      const header = Buffer.alloc(16);
      header.writeInt32LE(16 + body.length, 0);
      header.writeInt32LE(i + 100, 4);
      header.writeInt32LE(i % 2 ? 2013 : 2004, 12);
      s.write(Buffer.concat([header, body]));
      await readReply(s, 300);
      s.destroy();
    }
    await stillServes();
  });

  it('when an unknown opcode arrives, then that connection closes without a reply', async () => {
    const s = await raw();
    const msg = opMsg(13, { ping: 1, $db: 'admin' });
    msg.writeInt32LE(4242, 12);
    s.write(msg);
    expect(await readReply(s)).toBeUndefined();
    expect(await waitClosed(s)).toBe(true);
    await stillServes();
  });
});
