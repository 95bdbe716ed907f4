// Conformance: MongoDB manual and server error codes. A request MongoDB refuses is refused here with the same
// code, before any data is touched; features the embedded server leaves out fail with 115 naming the feature.
import { DBRef, MongoServerError, ObjectId, type Collection, type Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../../test/harness';
import { connectRaw, opMsg, readReply } from '../../../test/raw-client';

const id = (v: unknown): never => v as never;
const code = (n: number) => expect.objectContaining({ code: n });

describe('manual: errors', () => {
  let t: TestDb;
  let c: Collection<Document>;
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('e');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await c.deleteMany({});
    await c.insertOne({ _id: id(1), a: 1, arr: [1, 2] });
  });

  it('when a command carries a field it does not define, then it fails with 40415 (IDL strict parsing)', async () => {
    await expect(t.db.command({ find: 'e', filter: {}, sotr: { a: 1 } })).rejects.toEqual(code(40415));
    await expect(t.db.command({ insert: 'e', documents: [{ a: 2 }], bogus: true })).rejects.toEqual(
      code(40415),
    );
    await expect(
      t.db.command({ update: 'e', updates: [{ q: {}, u: { $set: { a: 1 } }, upsertt: true }] }),
    ).rejects.toEqual(code(40415));
    await expect(
      t.db.command({ delete: 'e', deletes: [{ q: {}, limit: 0, justOne: true }] }),
    ).rejects.toEqual(code(40415));
    expect(await c.countDocuments()).toBe(1);
  });

  it('when a query or update uses an unknown operator, then it fails even when no document would match', async () => {
    await expect(c.find({ a: { $bogus: 1 } }).toArray()).rejects.toBeInstanceOf(MongoServerError);
    await expect(
      t.db
        .collection('missing')
        .find({ a: { $bogus: 1 } })
        .toArray(),
    ).rejects.toBeInstanceOf(MongoServerError);
    await expect(c.updateOne({ _id: id(999) }, { $bogus: { a: 1 } } as never)).rejects.toEqual(code(9));
    await expect(c.updateOne({ _id: id(999) }, { $set: { 'a..b': 1 } })).rejects.toEqual(code(56));
    await expect(c.updateOne({ _id: id(999) }, { $set: { 'x.$[e]': 1 } })).rejects.toEqual(code(2));
    await expect(
      c.updateOne({ _id: id(999) }, { $set: { a: 1 } }, { arrayFilters: [{ e: 1 }] }),
    ).rejects.toEqual(code(9));
    await expect(c.updateOne({ _id: id(999) }, [{ $match: {} }])).rejects.toEqual(code(72));
    await expect(c.aggregate([{ $bogus: {} }]).toArray()).rejects.toEqual(code(40324));
    await expect(t.db.command({ find: 'e', filter: {}, sort: { a: 2 } })).rejects.toEqual(code(15975));
  });

  it('when a document exceeds 16 MB, then the insert or update fails with BSONObjectTooLarge and nothing is stored', async () => {
    // Sent as raw OP_MSG: the driver refuses such documents itself before they reach any server.
    const socket = await connectRaw(t.uri);
    const huge = { _id: 2, a: 'x'.repeat(16 * 1024 * 1024) };
    socket.write(opMsg(1, { insert: 'e', $db: t.dbName }, 0, [['documents', [huge]]]));
    const reply = await readReply(socket, 10_000);
    socket.destroy();
    expect(reply!.docs[0].writeErrors[0].code).toBe(10334);
    // The same document inside the command body (not a document sequence) is refused as a whole command.
    const again = await connectRaw(t.uri);
    again.write(
      opMsg(2, {
        insert: 'e',
        documents: [{ _id: 2, a: 'x'.repeat(16 * 1024 * 1024 + 20 * 1024) }],
        $db: t.dbName,
      }),
    );
    const whole = await readReply(again, 10_000);
    again.destroy();
    expect(whole!.docs[0]).toMatchObject({ ok: 0, code: 10334 });
    const big = 'x'.repeat(9 * 1024 * 1024);
    await c.insertOne({ _id: id(3), a: big });
    // MongoDB has reported an oversized update result as 17419 and, in newer versions, as BSONObjectTooLarge 10334.
    const err = await c.updateOne({ _id: id(3) }, { $set: { b: big } }).catch((e: { code: number }) => e);
    expect([10334, 17419]).toContain((err as { code: number }).code);
    expect(await c.countDocuments({ _id: id(2) })).toBe(0);
    expect(await c.countDocuments({ _id: id(3), b: { $exists: true } })).toBe(0);
  });

  it('when getMore names another collection than the cursor, then it is refused', async () => {
    await c.insertMany([{ a: 2 }, { a: 3 }, { a: 4 }]);
    const first = await t.db.command({ find: 'e', filter: {}, batchSize: 1 });
    await expect(t.db.command({ getMore: first.cursor.id, collection: 'other' })).rejects.toEqual(code(13));
    const more = await t.db.command({ getMore: first.cursor.id, collection: 'e', batchSize: 1 });
    expect(more.cursor.nextBatch).toHaveLength(1);
    await t.db.command({ killCursors: 'e', cursors: [first.cursor.id] });
  });

  it('when _id is null, it is stored as null; $-prefixed fields inside _id and regex _id are refused', async () => {
    await t.db.command({ insert: 'e', documents: [{ _id: null, v: 1 }] });
    expect(await c.findOne({ _id: id(null) })).toEqual({ _id: null, v: 1 });
    const r = await t.db.command({ insert: 'e', documents: [{ _id: { $bad: 1 } }] });
    expect(r.writeErrors[0].code).toBe(52);
    const rx = await t.db.command({ insert: 'e', documents: [{ _id: /x/ }] });
    expect(rx.writeErrors[0].code).toBe(2);
  });

  it('when _id is a DBRef ($ref, $id, optional $db), then it is stored by insert, replacement and upsert', async () => {
    // MongoDB's storage rule lets a DBRef's leading $ref/$id/$db through, even in _id (other $-names fail with 52).
    const ref = new DBRef('b', new ObjectId('507f1f77bcf86cd799439011'), 'a');
    const refs = t.db.collection('dbref_ids');
    await refs.insertOne({ _id: id(ref) });
    await refs.replaceOne({ _id: id('r') }, { _id: id(new DBRef('c', id(1))) }, { upsert: true });
    await refs.updateOne({ _id: id(new DBRef('d', id(2))) }, { $set: { v: 1 } }, { upsert: true });
    const ids = (await refs.find({}).toArray()).map((d) => d._id as unknown as DBRef);
    expect(ids.map((r) => [r.collection, r.oid, r.db])).toEqual(
      expect.arrayContaining([
        ['b', ref.oid, 'a'],
        ['c', 1, undefined],
        ['d', 2, undefined],
      ]),
    );
    expect(ids).toHaveLength(3);
    const bad = await t.db.command({
      insert: 'dbref_ids',
      documents: [{ _id: { $ref: 'x', $id: 1, $bad: 1 } }],
    });
    expect(bad.writeErrors[0].code).toBe(52);
    await refs.drop();
  });

  it('when a hint names no existing index, then the query fails; a valid hint is accepted', async () => {
    await c.createIndex({ a: 1 });
    await expect(c.find({ a: 1 }).hint('nope').toArray()).rejects.toEqual(code(2));
    await expect(c.find({ a: 1 }).hint({ b: 1 }).toArray()).rejects.toEqual(code(2));
    expect(await c.find({ a: 1 }).hint('a_1').toArray()).toHaveLength(1);
    expect(await c.find({ a: 1 }).hint({ a: 1 }).toArray()).toHaveLength(1);
    expect(await c.find({}).hint({ $natural: 1 }).toArray()).toHaveLength(1);
    await c.dropIndex('a_1');
  });

  it('when a hinted index is sparse, then only documents in that index are returned', async () => {
    await c.insertOne({ _id: id(5), b: 1 });
    await c.createIndex({ b: 1 }, { sparse: true });
    expect((await c.find({}).hint('b_1').toArray()).map((d) => d._id)).toEqual([5]);
    await c.dropIndex('b_1');
  });

  it('when create is given an unknown option or a wrongly typed one, then it fails and no collection appears', async () => {
    await expect(t.db.command({ create: 'bad1', bogus: 1 })).rejects.toEqual(code(40415));
    await expect(t.db.command({ create: 'bad2', capped: 'yes' })).rejects.toEqual(code(14));
    const names = (await t.db.listCollections().toArray()).map((x) => x.name);
    expect(names).not.toContain('bad1');
    expect(names).not.toContain('bad2');
  });

  it('when an index specification has an unknown option, then createIndexes fails with 197', async () => {
    const raw = { createIndexes: 'e', indexes: [{ key: { a: 1 }, name: 'a_1', uniq: true }] };
    await expect(t.db.command(raw)).rejects.toEqual(code(197));
  });
});
