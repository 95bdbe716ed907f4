import { Long, MongoServerError, type ClientSession, type Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../test/harness';
import { connectRaw, opMsg, readReply } from '../../test/raw-client';

describe('cursors', () => {
  let t: TestDb;
  let session: ClientSession;
  // Cursors belong to the session that opened them (on real MongoDB too), so raw commands share one session.
  const cmd = (command: Document): Promise<Document> =>
    t.db.command(command, { session, promoteLongs: false });
  beforeAll(async () => {
    t = await openTestDb();
    session = t.client.startSession();
    await t.db.collection('items').insertMany(Array.from({ length: 260 }, (_, i) => ({ i })));
  });
  afterAll(async () => {
    await session.endSession();
    await t.close();
  });

  it('when 260 documents are read, then the first batch is 101 and getMore returns the rest with an int64 cursor id', async () => {
    const first = await cmd({ find: 'items', filter: {}, sort: { i: 1 } });
    expect(first.cursor.firstBatch).toHaveLength(101);
    expect(first.cursor.id).toBeInstanceOf(Long);
    expect(first.cursor.id.isZero()).toBe(false);
    const more = await cmd({ getMore: first.cursor.id, collection: 'items' });
    expect(more.cursor.nextBatch).toHaveLength(159);
    expect(more.cursor.id.isZero()).toBe(true);
    expect(more.cursor.nextBatch[158].i.valueOf()).toBe(259);
  });

  it('when iterating with the driver, then every document arrives once in order', async () => {
    const all = await t.db.collection('items').find({}, { batchSize: 7 }).sort({ i: -1 }).toArray();
    expect(all.map((d) => d.i)).toEqual(Array.from({ length: 260 }, (_, i) => 259 - i));
  });

  it('when getMore arrives on another connection, then the cursor is found', async () => {
    // Raw connections without sessions: the cursor is not tied to any session or connection.
    const [a, b] = [await connectRaw(t.uri), await connectRaw(t.uri)];
    try {
      a.write(opMsg(1, { find: 'items', filter: {}, batchSize: 5, $db: t.dbName }));
      const first = (await readReply(a))!.docs[0];
      b.write(opMsg(2, { getMore: first.cursor.id, collection: 'items', batchSize: 5, $db: t.dbName }));
      const more = (await readReply(b))!.docs[0];
      expect(more.cursor.nextBatch).toHaveLength(5);
      b.write(opMsg(3, { killCursors: 'items', cursors: [first.cursor.id], $db: t.dbName }));
      expect((await readReply(b))!.docs[0].ok).toBe(1);
    } finally {
      a.destroy();
      b.destroy();
    }
  });

  it('when limit, skip, batchSize and singleBatch are given, then batches honour them', async () => {
    const limited = await cmd({
      find: 'items',
      filter: {},
      sort: { i: 1 },
      skip: 10,
      limit: 30,
      batchSize: 20,
    });
    expect(limited.cursor.firstBatch.map((d: { i: number }) => d.i)[0]).toBe(10);
    expect(limited.cursor.firstBatch).toHaveLength(20);
    const rest = await cmd({ getMore: limited.cursor.id, collection: 'items' });
    expect(rest.cursor.nextBatch).toHaveLength(10);
    expect(rest.cursor.id.isZero()).toBe(true);
    const single = await cmd({ find: 'items', filter: {}, batchSize: 3, singleBatch: true });
    expect(single.cursor.firstBatch).toHaveLength(3);
    expect(single.cursor.id.isZero()).toBe(true);
  });

  it('when getMore names an unknown cursor, then it fails with code 43', async () => {
    await expect(
      t.db.command({ getMore: Long.fromNumber(123456789), collection: 'items' }),
    ).rejects.toMatchObject({ code: 43 });
  });

  it('when killCursors closes a cursor, then getMore on it fails', async () => {
    const first = await cmd({ find: 'items', filter: {}, batchSize: 2 });
    const killed = await cmd({ killCursors: 'items', cursors: [first.cursor.id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    const err = await cmd({ getMore: first.cursor.id, collection: 'items' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(43);
  });

  it('when a large result is fetched with the driver, then toArray returns it all', async () => {
    const n = await t.db.collection('items').countDocuments({ i: { $gte: 100 } });
    expect(n).toBe(160);
  });
});
