import { MongoServerError } from 'mongodb';
import { openTestDb, type TestDb } from '../../test/harness';

describe('administrative and read commands', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
    await t.db.collection('people').insertMany([
      { name: 'ann', city: 'rome', tags: ['a', 'b'], age: 30 },
      { name: 'bob', city: 'oslo', tags: ['b'], age: 40 },
      { name: 'cid', city: 'rome', tags: [], age: 50 },
    ]);
  });
  afterAll(() => t.close());

  it('when hello is sent, then a writable primary with the size limits answers', async () => {
    const hello = await t.db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      maxBsonObjectSize: 16777216,
      maxMessageSizeBytes: 48000000,
      maxWriteBatchSize: 100000,
      minWireVersion: 0,
      ok: 1,
    });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(21);
    expect(hello.localTime).toBeInstanceOf(Date);
    expect(typeof hello.logicalSessionTimeoutMinutes).toBe('number');
    const legacy = await t.db.admin().command({ isMaster: 1 });
    expect(legacy.ismaster).toBe(true);
  });

  it('when admin commands are sent, then each answers ok', async () => {
    const admin = t.db.admin();
    expect(await admin.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const info = await admin.command({ buildInfo: 1 });
    expect(info.version).toMatch(/^\d+\.\d+/);
    expect(info.versionArray[0]).toBeGreaterThanOrEqual(7);
    const status = await admin.command({ serverStatus: 1 });
    expect(status.version).toBe(info.version);
    // mem.resident is MiB, as MongoDB reports it (the bench reads every service's memory from it).
    expect(status.mem.resident).toBeGreaterThan(0);
    expect(
      (await admin.command({ listDatabases: 1 })).databases.map((d: { name: string }) => d.name),
    ).toContain(t.dbName);
    expect(typeof (await admin.command({ whatsmyuri: 1 })).you).toBe('string');
    expect(await admin.command({ getLog: 'startupWarnings' })).toMatchObject({ ok: 1 });
    expect(await admin.command({ connectionStatus: 1 })).toMatchObject({ ok: 1 });
    expect(await admin.command({ endSessions: [] })).toMatchObject({ ok: 1 });
  });

  it('when the lower-case command aliases are used, then they still run', async () => {
    expect(await t.db.command({ buildinfo: 1 })).toMatchObject({ ok: 1 });
    expect(await t.db.command({ ismaster: 1 })).toMatchObject({ ok: 1 });
    expect(
      await t.db.command({ findandmodify: 'people', query: { name: 'nobody' }, update: { $set: { x: 1 } } }),
    ).toMatchObject({ value: null, ok: 1 });
  });

  it('when an unknown command is sent, then CommandNotFound (59) comes back', async () => {
    await expect(t.db.command({ noSuchCommand: 1 })).rejects.toMatchObject({ code: 59 });
  });

  it('when count, distinct and countDocuments run, then they agree with the data', async () => {
    const c = t.db.collection('people');
    expect((await t.db.command({ count: 'people', query: { city: 'rome' } })).n).toBe(2);
    expect(await c.countDocuments({ age: { $gte: 40 } })).toBe(2);
    expect(await c.countDocuments({}, { skip: 1, limit: 1 })).toBe(1);
    expect(await c.estimatedDocumentCount()).toBe(3);
    expect((await c.distinct('tags')).sort()).toEqual(['a', 'b']);
    expect((await c.distinct('city', { age: { $lt: 45 } })).sort()).toEqual(['oslo', 'rome']);
  });

  it('when projections and sorts are given, then find returns the shaped documents', async () => {
    const rows = await t.db
      .collection('people')
      .find({}, { projection: { _id: 0, name: 1 } })
      .sort({ age: -1 })
      .skip(1)
      .toArray();
    expect(rows).toEqual([{ name: 'bob' }, { name: 'ann' }]);
  });

  it('when aggregation stages run, then results match MongoDB, and $count on no input yields nothing', async () => {
    const c = t.db.collection('people');
    const groups = await c
      .aggregate([
        { $match: { age: { $gt: 0 } } },
        { $group: { _id: '$city', n: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(groups).toEqual([
      { _id: 'oslo', n: 1 },
      { _id: 'rome', n: 2 },
    ]);
    expect(await c.aggregate([{ $match: { city: 'nowhere' } }, { $count: 'n' }]).toArray()).toEqual([]);
    expect(await c.aggregate([{ $match: { city: 'rome' } }, { $count: 'n' }]).toArray()).toEqual([{ n: 2 }]);
    const facet = await c
      .aggregate([
        { $unwind: '$tags' },
        {
          $facet: { total: [{ $count: 'n' }], byTag: [{ $group: { _id: '$tags' } }, { $sort: { _id: 1 } }] },
        },
      ])
      .toArray();
    expect(facet).toEqual([{ total: [{ n: 3 }], byTag: [{ _id: 'a' }, { _id: 'b' }] }]);
    const shaped = await c
      .aggregate([
        { $sort: { age: 1 } },
        { $limit: 1 },
        { $addFields: { older: { $add: ['$age', 1] } } },
        { $project: { _id: 0, name: 1, older: 1 } },
      ])
      .toArray();
    expect(shaped).toEqual([{ name: 'ann', older: 31 }]);
  });

  it('when $lookup joins another collection, then matches are embedded', async () => {
    await t.db.collection('cities').insertMany([
      { _id: 'rome' as never, country: 'it' },
      { _id: 'oslo' as never, country: 'no' },
    ]);
    const rows = await t.db
      .collection('people')
      .aggregate([
        { $match: { name: 'bob' } },
        { $lookup: { from: 'cities', localField: 'city', foreignField: '_id', as: 'c' } },
        { $replaceRoot: { newRoot: { name: '$name', country: { $arrayElemAt: ['$c.country', 0] } } } },
      ])
      .toArray();
    expect(rows).toEqual([{ name: 'bob', country: 'no' }]);
  });

  it('when collections are created, listed and dropped, then listCollections follows', async () => {
    await t.db.createCollection('made');
    const names = (await t.db.listCollections().toArray()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['made', 'people']));
    const only = await t.db.listCollections({ name: 'made' }).toArray();
    expect(only).toHaveLength(1);
    expect(only[0].type).toBe('collection');
    expect(await t.db.collection('made').drop()).toBe(true);
    expect(await t.db.listCollections({ name: 'made' }).toArray()).toHaveLength(0);
  });

  it('when a database is dropped, then its collections are gone', async () => {
    const other = t.client.db(t.dbName + '_x');
    await other.collection('a').insertOne({ x: 1 });
    await other.dropDatabase();
    expect(await other.listCollections().toArray()).toEqual([]);
  });

  it('when a transaction is attempted on a standalone server, then it is rejected', async () => {
    const hello = await t.db.admin().command({ hello: 1 });
    if (hello.setName || hello.msg === 'isdbgrid') return; // real replica sets support transactions
    const session = t.client.startSession();
    try {
      session.startTransaction();
      const err = await t.db
        .collection('people')
        .insertOne({ name: 'tx' }, { session })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      // The driver wraps code 20 in a "does not support retryable writes" error, as with a real standalone.
      const e = err as MongoServerError & { originalError?: MongoServerError };
      expect(e.code ?? e.originalError?.code).toBe(20);
    } finally {
      await session.abortTransaction().catch(() => undefined);
      await session.endSession();
    }
    expect(await t.db.collection('people').countDocuments({ name: 'tx' })).toBe(0);
  });
});
