import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Binary, Decimal128, Double, Long, MongoClient } from 'mongodb';
import { start } from '../index';

// These tests exercise our data directory; a real MongoDB (MONGO_URL) has its own.
const describeEmbedded = process.env.MONGO_URL ? describe.skip : describe;
const CLI = path.join(__dirname, '..', 'cli.ts');

function tmpDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-'));
}

function spawnServer(dir: string): Promise<{ child: ChildProcess; uri: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--dbpath', dir], {
    cwd: path.join(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /^(mongodb:\/\/\S+)$/m.exec(out);
      if (m) resolve({ child, uri: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}

describeEmbedded('durability', () => {
  it('when the server is killed with SIGKILL while writing, then every acknowledged write survives the restart', async () => {
    const dir = tmpDir();
    const acked: number[] = [];
    let next = 0;
    for (let round = 0; round < 4; round++) {
      const { child, uri } = await spawnServer(dir);
      const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 2000, retryWrites: false });
      const coll = client.db('crash').collection<{ _id: number; pad: string }>('docs');
      // Everything acknowledged in earlier rounds must be there, and the store must have opened cleanly.
      expect(await coll.countDocuments({ _id: { $in: acked } })).toBe(acked.length);
      let stop = false;
      const writers = Array.from({ length: 3 }, async () => {
        while (!stop) {
          const id = next++;
          try {
            await coll.insertOne({ _id: id, pad: 'x'.repeat(id % 300) });
            acked.push(id);
          } catch {
            return; // the kill interrupted this write; it was never acknowledged
          }
        }
      });
      await new Promise((r) => setTimeout(r, 150 + Math.random() * 400));
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      await client.close(true).catch(() => undefined);
      await new Promise((r) =>
        child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r),
      );
    }
    const { child, uri } = await spawnServer(dir);
    const client = await MongoClient.connect(uri);
    const ids = (
      await client
        .db('crash')
        .collection('docs')
        .find({}, { projection: { _id: 1 } })
        .toArray()
    ).map((d) => d._id as unknown as number);
    const present = new Set(ids);
    expect(acked.length).toBeGreaterThan(0);
    expect(acked.filter((id) => !present.has(id))).toEqual([]);
    await client.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('when the journal ends in a torn record, then it is dropped and the store opens with everything before it', async () => {
    const dir = tmpDir();
    let server = await start({ dbPath: dir });
    let client = await MongoClient.connect(server.uri);
    await client.db('torn').collection('c').createIndex({ k: 1 }, { unique: true });
    await client
      .db('torn')
      .collection('c')
      .insertMany([{ k: 1 }, { k: 2 }]);
    await client.close();
    await server.stop();
    const journal = fs.readdirSync(dir).find((f) => f.startsWith('journal.'))!;
    fs.appendFileSync(path.join(dir, journal), Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7]));
    const warnings: string[] = [];
    server = await start({ dbPath: dir, logger: { info: () => undefined, warn: (m) => warnings.push(m) } });
    client = await MongoClient.connect(server.uri);
    const c = client.db('torn').collection('c');
    expect(await c.countDocuments()).toBe(2);
    await expect(c.insertOne({ k: 1 })).rejects.toMatchObject({ code: 11000 });
    await c.insertOne({ k: 3 });
    await client.close();
    await server.stop();
    expect(warnings.join('\n')).toMatch(/torn/);
    server = await start({ dbPath: dir });
    client = await MongoClient.connect(server.uri);
    expect(await client.db('torn').collection('c').countDocuments()).toBe(3);
    await client.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when collections and databases are dropped, then they stay dropped after a restart', async () => {
    const dir = tmpDir();
    let server = await start({ dbPath: dir });
    let client = await MongoClient.connect(server.uri);
    await client.db('a').collection('keep').insertOne({ x: 1 });
    await client.db('a').collection('gone').insertOne({ x: 1 });
    await client.db('a').collection('gone').drop();
    await client.db('b').collection('c').insertOne({ x: 1 });
    await client.db('b').dropDatabase();
    await client
      .db('a')
      .collection('keep')
      .updateOne({ x: 1 }, { $set: { y: 2 } });
    await client.close();
    await server.stop();
    server = await start({ dbPath: dir });
    client = await MongoClient.connect(server.uri);
    expect((await client.db('a').listCollections().toArray()).map((c) => c.name)).toEqual(['keep']);
    expect(
      await client
        .db('a')
        .collection('keep')
        .findOne({}, { projection: { _id: 0 } }),
    ).toEqual({ x: 1, y: 2 });
    expect(await client.db('b').listCollections().toArray()).toEqual([]);
    await client.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when typed numbers and binary subtypes are journaled, then they keep their BSON types after a restart', async () => {
    const dir = tmpDir();
    const doc = {
      _id: 1,
      l: Long.fromString('9007199254740993'),
      d: new Double(7),
      dec: Decimal128.fromString('2.50'),
      u: new Binary(Buffer.from('0123456789abcdef'), 4),
    };
    for (let round = 0; round < 2; round++) {
      const server = await start({ dbPath: dir });
      const client = await MongoClient.connect(server.uri);
      const coll = client.db('typed').collection<{ _id: number; [k: string]: unknown }>('t');
      // Round 0 writes through the journal; round 1 reads what recovery and compaction rebuilt.
      if (round === 0) await coll.insertOne(doc);
      const raw = await coll.findOne({ _id: 1 }, { promoteLongs: false, promoteValues: false });
      expect((raw!.l as Long).toString()).toBe('9007199254740993');
      expect(raw!.d).toBeInstanceOf(Double);
      expect(String(raw!.dec)).toBe('2.50');
      expect((raw!.u as Binary).sub_type).toBe(4);
      await client.close();
      await server.stop();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
