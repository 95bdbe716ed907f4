import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { start, startInChildProcess } from '../index';
import { LOCK_FILE } from '../storage/dir-lock';

// These tests exercise our data directory; a real MongoDB (MONGO_URL) has its own.
const describeEmbedded = process.env.MONGO_URL ? describe.skip : describe;

describeEmbedded('one server per data directory', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when a live server holds the directory, then a second one waits for it and fails clearly at the bound', async () => {
    const first = await start({ dbPath: dir });
    try {
      await expect(start({ dbPath: dir, lockWaitMs: 300 })).rejects.toThrow(
        new RegExp(`data directory .* is in use by process ${process.pid}`),
      );
    } finally {
      await first.stop();
    }
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('when the holder stops while a second server waits, then the second one starts with the data', async () => {
    const first = await start({ dbPath: dir });
    const client = await MongoClient.connect(first.uri);
    await client
      .db('d')
      .collection('c')
      .insertOne({ _id: 1 as never });
    await client.close();
    const second = start({ dbPath: dir, lockWaitMs: 20_000 });
    await new Promise((r) => setTimeout(r, 200));
    await first.stop();
    const server = await second;
    const again = await MongoClient.connect(server.uri);
    expect(await again.db('d').collection('c').countDocuments()).toBe(1);
    await again.close();
    await server.stop();
  });

  it('when the lock names a process that is gone, then it is taken over', async () => {
    // A pid that surely ended: a process that already exited.
    const { pid } = spawnSync(process.execPath, ['-e', '0']);
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid }));
    const server = await start({ dbPath: dir, lockWaitMs: 300 });
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await server.stop();
  });

  it('when run in a child process, then the child holds the lock, and a killed child lets the caller know', async () => {
    let exit: unknown;
    const child = await startInChildProcess({
      dbPath: dir,
      onUnexpectedExit: (code, signal) => (exit = { code, signal }),
    });
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: child.pid });
    await expect(start({ dbPath: dir, lockWaitMs: 300 })).rejects.toThrow(`in use by process ${child.pid}`);
    process.kill(child.pid, 'SIGKILL');
    for (let i = 0; i < 100 && !exit; i++) await new Promise((r) => setTimeout(r, 50));
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    const server = await start({ dbPath: dir, lockWaitMs: 300 });
    await server.stop();
  });
});
