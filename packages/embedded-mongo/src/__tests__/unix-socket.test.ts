import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { start, socketUriOf } from '../index';

// The Unix domain socket is the embedded server's own feature; a real MongoDB (MONGO_URL) is not started here.
const describeEmbedded = process.env.MONGO_URL || process.platform === 'win32' ? describe.skip : describe;

const socketIn = (dir: string) => path.join(dir, 'mongo.sock');

describeEmbedded('Unix domain socket', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-sock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when started with a socket path, then the driver reaches the same data over the socket and over TCP', async () => {
    const server = await start({ socketPath: socketIn(dir) });
    expect(server.socketUri).toBe(socketUriOf(socketIn(dir)));
    const viaSocket = await MongoClient.connect(server.socketUri!);
    const viaTcp = await MongoClient.connect(server.uri);
    try {
      await viaSocket
        .db('sock')
        .collection('docs')
        .insertOne({ _id: 'a' as never, n: 1 });
      expect(
        await viaTcp
          .db('sock')
          .collection('docs')
          .findOne({ _id: 'a' as never }),
      ).toEqual({ _id: 'a', n: 1 });
      await viaTcp
        .db('sock')
        .collection('docs')
        .updateOne({ _id: 'a' as never }, { $inc: { n: 1 } });
      expect(
        await viaSocket
          .db('sock')
          .collection('docs')
          .findOne({ _id: 'a' as never }),
      ).toEqual({ _id: 'a', n: 2 });
      expect(await viaSocket.db('admin').command({ whatsmyuri: 1 })).toMatchObject({ you: 'unix-socket' });
    } finally {
      await viaSocket.close();
      await viaTcp.close();
      await server.stop();
    }
  });

  it('when stopped, then the socket file is removed', async () => {
    const server = await start({ socketPath: socketIn(dir) });
    expect(fs.existsSync(socketIn(dir))).toBe(true);
    await server.stop();
    expect(fs.existsSync(socketIn(dir))).toBe(false);
  });

  it('when a stale file is left at the socket path, then start replaces it', async () => {
    fs.writeFileSync(socketIn(dir), 'left by a killed process');
    const server = await start({ socketPath: socketIn(dir) });
    const client = await MongoClient.connect(server.socketUri!);
    try {
      expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    } finally {
      await client.close();
      await server.stop();
    }
  });

  it('when the socket cannot be opened, then start fails and leaves nothing listening', async () => {
    const missing = path.join(dir, 'no-such-dir', 'mongo.sock');
    await expect(start({ socketPath: missing })).rejects.toThrow();
  });

  it('when no socket path is given, then only TCP is offered', async () => {
    const server = await start();
    expect(server.socketUri).toBeUndefined();
    await server.stop();
  });
});
