import type { Collection, Document, UpdateFilter } from 'mongodb';

/** Update documents here use fields the loose test schema cannot type. */
const u = (update: Document): UpdateFilter<Document> => update;
import { openTestDb, type TestDb } from '../../test/harness';

describe('update semantics', () => {
  let t: TestDb;
  let c: Collection<Document>;
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('u');
  });
  afterAll(() => t.close());
  beforeEach(() => c.deleteMany({}));

  it('when field operators run, then the document changes as in MongoDB', async () => {
    await c.insertOne({ _id: 1 as never, a: 5, b: 2, m: 3, lo: 10, hi: 1, old: 'x', gone: true });
    await c.updateOne(
      { _id: 1 as never },
      {
        $set: { 'sub.x': 1 },
        $unset: { gone: '' },
        $inc: { a: 2 },
        $mul: { m: 4 },
        $min: { lo: 3 },
        $max: { hi: 9 },
        $rename: { old: 'renamed' },
        $currentDate: { at: true },
      },
    );
    const doc = await c.findOne({ _id: 1 as never });
    expect(doc).toMatchObject({ a: 7, m: 12, lo: 3, hi: 9, renamed: 'x', sub: { x: 1 } });
    expect(doc).not.toHaveProperty('gone');
    expect(doc).not.toHaveProperty('old');
    expect(doc!.at).toBeInstanceOf(Date);
  });

  it('when array operators run, then arrays change as in MongoDB', async () => {
    await c.insertOne({
      _id: 2 as never,
      p: [3, 1],
      s: ['a'],
      l: [1, 2, 3, 2],
      q: [1, 2, 3],
      objs: [{ k: 1 }, { k: 2 }],
    });
    await c.updateOne(
      { _id: 2 as never },
      u({
        $push: { p: { $each: [5, 2, 4], $sort: 1, $slice: 4 } },
        $addToSet: { s: { $each: ['a', 'b'] } },
        $pullAll: { l: [2] },
        $pop: { q: -1 },
        $pull: { objs: { k: 2 } },
      }),
    );
    expect(await c.findOne({ _id: 2 as never })).toMatchObject({
      p: [1, 2, 3, 4],
      s: ['a', 'b'],
      l: [1, 3],
      q: [2, 3],
      objs: [{ k: 1 }],
    });
    await c.updateOne(
      { _id: 2 as never },
      u({ $push: { p: { $each: [0], $position: 0 } }, $pull: { l: { $gte: 3 } } }),
    );
    expect(await c.findOne({ _id: 2 as never })).toMatchObject({ p: [0, 1, 2, 3, 4], l: [1] });
  });

  it('when positional $, $[] and $[id] with arrayFilters are used, then the right elements change', async () => {
    await c.insertOne({
      _id: 3 as never,
      grades: [
        { g: 80, n: 0 },
        { g: 95, n: 0 },
        { g: 70, n: 0 },
      ],
      tags: [1, 2, 3],
    });
    await c.updateOne({ _id: 3 as never, 'grades.g': 95 }, { $set: { 'grades.$.n': 1 } });
    await c.updateOne({ _id: 3 as never }, { $inc: { 'tags.$[]': 10 } });
    await c.updateOne(
      { _id: 3 as never },
      { $set: { 'grades.$[low].n': -1 } },
      { arrayFilters: [{ 'low.g': { $lt: 75 } }] },
    );
    expect(await c.findOne({ _id: 3 as never })).toMatchObject({
      grades: [
        { g: 80, n: 0 },
        { g: 95, n: 1 },
        { g: 70, n: -1 },
      ],
      tags: [11, 12, 13],
    });
  });

  it('when an upsert matches nothing, then the filter equalities, operators, $setOnInsert and an _id form the document', async () => {
    const r = await c.updateOne(
      { name: 'x', 'meta.kind': 'k', age: { $gt: 3 } },
      { $set: { v: 1 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(r.upsertedCount).toBe(1);
    const doc = await c.findOne({ _id: r.upsertedId! });
    expect(doc).toMatchObject({ name: 'x', meta: { kind: 'k' }, v: 1, created: true });
    expect(doc).not.toHaveProperty('age');
    const again = await c.updateOne(
      { name: 'x' },
      { $set: { v: 2 }, $setOnInsert: { created: false } },
      { upsert: true },
    );
    expect(again).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await c.findOne({ name: 'x' })).toMatchObject({ v: 2, created: true });
  });

  it('when a replacement update runs, then all other fields are gone and _id stays', async () => {
    await c.insertOne({ _id: 4 as never, a: 1, b: 2 });
    await c.replaceOne({ _id: 4 as never }, { c: 3 });
    expect(await c.findOne({ _id: 4 as never })).toEqual({ _id: 4, c: 3 });
    const up = await c.replaceOne({ _id: 5 as never }, { d: 4 }, { upsert: true });
    expect(up.upsertedId).toBe(5);
  });

  it('when an update would be invalid, then MongoDB error codes come back and nothing changes', async () => {
    await c.insertOne({ _id: 6 as never, s: 'text', n: 1 });
    await expect(c.updateOne({ _id: 6 as never }, { $inc: { s: 1 } })).rejects.toMatchObject({ code: 14 });
    await expect(c.updateOne({ _id: 6 as never }, u({ $push: { s: 1 } }))).rejects.toMatchObject({ code: 2 });
    await expect(c.updateOne({ _id: 6 as never }, { $set: { n: 2 }, $inc: { n: 1 } })).rejects.toMatchObject({
      code: 40,
    });
    await expect(c.updateOne({ _id: 6 as never }, { $set: { _id: 7 } })).rejects.toMatchObject({ code: 66 });
    await expect(c.updateOne({ _id: 6 as never }, { $set: { 'n.x': 1 } })).rejects.toMatchObject({
      code: 28,
    });
    expect(await c.findOne({ _id: 6 as never })).toEqual({ _id: 6, s: 'text', n: 1 });
  });

  it('when updateMany and deleteOne/deleteMany run, then counts are reported', async () => {
    await c.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]);
    expect(await c.updateMany({ k: 1 }, { $set: { seen: true } })).toMatchObject({
      matchedCount: 2,
      modifiedCount: 2,
    });
    expect(await c.updateMany({ k: 1 }, { $set: { seen: true } })).toMatchObject({
      matchedCount: 2,
      modifiedCount: 0,
    });
    expect((await c.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(2);
  });

  it('when findOneAndUpdate/Delete/Replace run, then before or after images come back', async () => {
    await c.insertOne({ _id: 8 as never, n: 1, x: 'a' });
    expect(await c.findOneAndUpdate({ _id: 8 as never }, { $inc: { n: 1 } })).toMatchObject({ n: 1 });
    expect(
      await c.findOneAndUpdate(
        { _id: 8 as never },
        { $inc: { n: 1 } },
        { returnDocument: 'after', projection: { n: 1 } },
      ),
    ).toEqual({ _id: 8, n: 3 });
    expect(await c.findOneAndReplace({ _id: 8 as never }, { y: 1 }, { returnDocument: 'after' })).toEqual({
      _id: 8,
      y: 1,
    });
    expect(await c.findOneAndDelete({ _id: 8 as never })).toEqual({ _id: 8, y: 1 });
    expect(await c.findOneAndDelete({ _id: 8 as never })).toBeNull();
    const res = await c.findOneAndUpdate(
      { k: 'up' },
      { $set: { v: 1 } },
      { upsert: true, returnDocument: 'before', includeResultMetadata: true },
    );
    expect(res.value).toBeNull();
    expect(res.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(res.lastErrorObject?.upserted).toBeDefined();
  });

  it('when a pipeline update runs, then computed fields are set', async () => {
    await c.insertOne({ _id: 9 as never, a: 2, b: 3 });
    await c.updateOne({ _id: 9 as never }, [{ $set: { sum: { $add: ['$a', '$b'] } } }]);
    expect(await c.findOne({ _id: 9 as never })).toMatchObject({ sum: 5 });
  });
});
