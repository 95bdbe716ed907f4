// Conformance: MongoDB manual, "Database Commands" (administration commands).
import type { Db } from 'mongodb';
import { openTestDb, type TestDb } from '../../../test/harness';

describe('manual: database commands', () => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await openTestDb();
    db = t.db;
  });
  afterAll(() => t.close());
  beforeEach(() => db.dropDatabase());

  it('when renameCollection moves a collection, then documents, indexes and options move with it', async () => {
    await db.collection('a').insertMany([{ k: 1 }, { k: 2 }]);
    await db.collection('a').createIndex({ k: 1 }, { unique: true });
    await db.renameCollection('a', 'b');
    const names = (await db.listCollections().toArray()).map((c) => c.name);
    expect(names).toEqual(['b']);
    expect(await db.collection('b').countDocuments()).toBe(2);
    expect((await db.collection('b').indexes()).map((i) => i.name)).toEqual(['_id_', 'k_1']);
    await expect(db.collection('b').insertOne({ k: 1 })).rejects.toMatchObject({ code: 11000 });
  });

  it('when the rename target exists, then it fails with 48 unless dropTarget is set; a missing source fails with 26', async () => {
    await db.collection('a').insertOne({ v: 'a' });
    await db.collection('b').insertOne({ v: 'b' });
    await expect(db.renameCollection('a', 'b')).rejects.toMatchObject({ code: 48 });
    await db.renameCollection('a', 'b', { dropTarget: true });
    expect(await db.collection('b').findOne({}, { projection: { _id: 0 } })).toEqual({ v: 'a' });
    await expect(db.renameCollection('nope', 'c')).rejects.toMatchObject({ code: 26 });
  });

  it('when collMod changes a TTL index, then expireAfterSeconds old and new are reported and listIndexes shows it', async () => {
    await db.collection('s').createIndex({ at: 1 }, { expireAfterSeconds: 60 });
    const r = await db.command({ collMod: 's', index: { keyPattern: { at: 1 }, expireAfterSeconds: 120 } });
    expect(r).toMatchObject({ expireAfterSeconds_old: 60, expireAfterSeconds_new: 120, ok: 1 });
    const ttl = (await db.collection('s').indexes()).find((i) => i.name === 'at_1');
    expect(ttl?.expireAfterSeconds).toBe(120);
    await expect(
      db.command({ collMod: 'missing', index: { name: 'x', expireAfterSeconds: 1 } }),
    ).rejects.toMatchObject({ code: 26 });
  });

  it('when dbStats and collStats run, then counts of collections, objects and indexes are reported', async () => {
    await db.collection('a').insertMany([{ x: 'abc' }, { x: 'def' }]);
    await db.collection('a').createIndex({ x: 1 });
    await db.collection('b').insertOne({ y: 1 });
    const stats = await db.command({ dbStats: 1 });
    expect(stats).toMatchObject({ db: t.dbName, collections: 2, objects: 3, indexes: 3, ok: 1 });
    expect(stats.dataSize).toBeGreaterThan(0);
    const coll = await db.command({ collStats: 'a' });
    expect(coll).toMatchObject({ ns: `${t.dbName}.a`, count: 2, nindexes: 2, ok: 1 });
    expect(Object.keys(coll.indexSizes).sort()).toEqual(['_id_', 'x_1']);
  });

  it('when an unknown command is sent, then it fails with 59 CommandNotFound', async () => {
    await expect(db.command({ frobnicate: 1 })).rejects.toMatchObject({ code: 59 });
  });

  it('when count, distinct and listCollections run, then they answer as documented', async () => {
    await db.collection('a').insertMany([
      { k: 'x', n: 1 },
      { k: 'y', n: 2 },
      { k: 'x', n: 3 },
    ]);
    expect(await db.command({ count: 'a', query: { k: 'x' } })).toMatchObject({ n: 2, ok: 1 });
    expect((await db.command({ distinct: 'a', key: 'k' })).values.sort()).toEqual(['x', 'y']);
    const cols = await db.listCollections({ name: 'a' }).toArray();
    expect(cols).toHaveLength(1);
    expect(cols[0]).toMatchObject({ name: 'a', type: 'collection' });
  });

  // Manual, "update" command: the statement field `sort` is new in MongoDB 8.0; a 7.0 server refuses it as unknown.
  it('when updateOne or replaceOne carries a sort, then a server reporting 7.x refuses it with 40415', async () => {
    const { version } = await db.admin().command({ buildInfo: 1 });
    const c = db.collection('s');
    await c.insertMany([
      { k: 1, v: 'a' },
      { k: 2, v: 'b' },
    ]);
    const update = c.updateOne({}, { $set: { v: 'x' } }, { sort: { k: -1 } });
    const replace = c.replaceOne({}, { k: 3 }, { sort: { k: -1 } });
    if (Number(String(version).split('.')[0]) < 8) {
      await expect(update).rejects.toMatchObject({ code: 40415 });
      await expect(replace).rejects.toMatchObject({ code: 40415 });
      expect(
        (
          await c
            .find({}, { projection: { _id: 0 } })
            .sort({ k: 1 })
            .toArray()
        ).map((d) => d.v),
      ).toEqual(['a', 'b']);
    } else {
      await update;
      expect(await c.findOne({ k: 2 })).toMatchObject({ v: 'x' });
    }
  });
});
