import { Long, MongoClient, MongoServerError } from 'mongodb';
import { openTestDb, type TestDb } from '../../test/harness';

describe('cursors', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
    await t.db.collection('items').insertMany(Array.from({ length: 260 }, (_, i) => ({ i })));
  });
  afterAll(() => t.close());

  it('when 260 documents are read, then the first batch is 101 and getMore returns the rest with an int64 cursor id', async () => {
    const first = await t.db.command({ find: 'items', filter: {}, sort: { i: 1 } }, { promoteLongs: false });
    expect(first.cursor.firstBatch).toHaveLength(101);
    expect(first.cursor.id).toBeInstanceOf(Long);
    expect(first.cursor.id.isZero()).toBe(false);
    const more = await t.db.command({ getMore: first.cursor.id, collection: 'items' }, { promoteLongs: false });
    expect(more.cursor.nextBatch).toHaveLength(159);
    expect(more.cursor.id.isZero()).toBe(true);
    expect(more.cursor.nextBatch[158].i.valueOf()).toBe(259);
  });

  it('when iterating with the driver, then every document arrives once in order', async () => {
    const all = await t.db.collection('items').find({}, { batchSize: 7 }).sort({ i: -1 }).toArray();
    expect(all.map((d) => d.i)).toEqual(Array.from({ length: 260 }, (_, i) => 259 - i));
  });

  it('when getMore arrives on another connection, then the cursor is found', async () => {
    const first = await t.db.command({ find: 'items', filter: {}, batchSize: 5 }, { promoteLongs: false });
    const other = await MongoClient.connect(t.uri);
    try {
      const more = await other.db(t.dbName).command({ getMore: first.cursor.id, collection: 'items', batchSize: 5 }, { promoteLongs: false });
      expect(more.cursor.nextBatch).toHaveLength(5);
      await other.db(t.dbName).command({ killCursors: 'items', cursors: [first.cursor.id] });
    } finally {
      await other.close();
    }
  });

  it('when limit, skip, batchSize and singleBatch are given, then batches honour them', async () => {
    const limited = await t.db.command({ find: 'items', filter: {}, sort: { i: 1 }, skip: 10, limit: 30, batchSize: 20 }, { promoteLongs: false });
    expect(limited.cursor.firstBatch.map((d: { i: number }) => d.i)[0]).toBe(10);
    expect(limited.cursor.firstBatch).toHaveLength(20);
    const rest = await t.db.command({ getMore: limited.cursor.id, collection: 'items' }, { promoteLongs: false });
    expect(rest.cursor.nextBatch).toHaveLength(10);
    expect(rest.cursor.id.isZero()).toBe(true);
    const single = await t.db.command({ find: 'items', filter: {}, batchSize: 3, singleBatch: true }, { promoteLongs: false });
    expect(single.cursor.firstBatch).toHaveLength(3);
    expect(single.cursor.id.isZero()).toBe(true);
  });

  it('when getMore names an unknown cursor, then it fails with code 43', async () => {
    await expect(t.db.command({ getMore: Long.fromNumber(123456789), collection: 'items' })).rejects.toMatchObject({ code: 43 });
  });

  it('when killCursors closes a cursor, then getMore on it fails', async () => {
    const first = await t.db.command({ find: 'items', filter: {}, batchSize: 2 }, { promoteLongs: false });
    const killed = await t.db.command({ killCursors: 'items', cursors: [first.cursor.id] }, { promoteLongs: false });
    expect(killed.cursorsKilled).toHaveLength(1);
    const err = await t.db.command({ getMore: first.cursor.id, collection: 'items' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(43);
  });

  it('when a large result is fetched with the driver, then toArray returns it all', async () => {
    const n = await t.db.collection('items').countDocuments({ i: { $gte: 100 } });
    expect(n).toBe(160);
  });
});
