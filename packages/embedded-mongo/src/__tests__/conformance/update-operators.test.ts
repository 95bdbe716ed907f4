// Conformance: MongoDB manual, "Update Operators" and updates with aggregation pipelines.
import type { Collection, Document, UpdateFilter } from 'mongodb';
import { openTestDb, type TestDb } from '../../../test/harness';

const id = (v: unknown): never => v as never;
const u = (update: Document): UpdateFilter<Document> => update;

describe('manual: update operators', () => {
  let t: TestDb;
  let c: Collection<Document>;
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('u');
  });
  afterAll(() => t.close());
  beforeEach(() => c.deleteMany({}));
  const get = (): Promise<Document | null> => c.findOne({ _id: id(1) });

  // Manual: "Field Names with Periods and Dollar Signs" / "Dollar-Prefixed Field Names" (MongoDB 5.0+).
  it('when an operator writes a dollar-prefixed field below the top level, then it is stored as a field', async () => {
    await c.insertOne({ _id: id(1), preferences: { $each: 1 } });
    await c.updateOne({ _id: id(1) }, u({ $set: { 'preferences.$each': 2, 'preferences.$x': 'a' } }));
    await c.updateOne({ _id: id(1) }, u({ $inc: { 'preferences.$each': 3 } }));
    expect(await get()).toEqual({ _id: 1, preferences: { $each: 5, $x: 'a' } });
    await c.updateOne({ _id: id(1) }, u({ $unset: { 'preferences.$x': '' } }));
    await c.replaceOne({ _id: id(1) }, { address: { $street: 'Elm Road' } });
    expect(await get()).toEqual({ _id: 1, address: { $street: 'Elm Road' } });
  });

  it('when an operator writes a top-level dollar-prefixed field, then an update is refused (52) and an upsert inserts it', async () => {
    await c.updateOne({ _id: id(1) }, u({ $set: { $hotel: 320 } }), { upsert: true });
    expect(await get()).toEqual({ _id: 1, $hotel: 320 });
    await expect(
      c.updateOne({ _id: id(1) }, u({ $set: { $hotel: 330 } }), { upsert: true }),
    ).rejects.toMatchObject({ code: 52 });
    expect(await get()).toEqual({ _id: 1, $hotel: 320 });
  });

  it('when $pull is given a condition with $or, then every element matching either branch is removed', async () => {
    await c.insertOne({
      _id: id(1),
      results: [
        { item: 'A', score: 5 },
        { item: 'B', score: 8 },
        { item: 'C', score: 2 },
      ],
    });
    await c.updateOne(
      { _id: id(1) },
      u({ $pull: { results: { $or: [{ item: 'A' }, { score: { $lt: 3 } }] } } }),
    );
    expect((await get())!.results).toEqual([{ item: 'B', score: 8 }]);
  });

  it('when $pull is given a document, then elements matching it as a query are removed; with operators, scalars are tested', async () => {
    await c.insertOne({
      _id: id(1),
      results: [
        { item: 'A', score: 5 },
        { item: 'B', score: 8 },
      ],
      votes: [3, 5, 6, 7, 7, 8],
    });
    await c.updateOne({ _id: id(1) }, u({ $pull: { results: { score: 8, item: 'B' }, votes: { $gte: 6 } } }));
    expect(await get()).toEqual({ _id: 1, results: [{ item: 'A', score: 5 }], votes: [3, 5] });
  });

  it('when the positional $ sits in the middle of a path, then the matched element is updated below it', async () => {
    await c.insertOne({
      _id: id(1),
      grades: [
        { grade: 80, detail: { n: 0 } },
        { grade: 85, detail: { n: 0 } },
      ],
    });
    await c.updateOne({ _id: id(1), 'grades.grade': 85 }, { $set: { 'grades.$.detail.n': 6 } });
    expect((await get())!.grades).toEqual([
      { grade: 80, detail: { n: 0 } },
      { grade: 85, detail: { n: 6 } },
    ]);
  });

  it('when $rename, $unset and $setOnInsert follow the manual examples, then fields move and vanish', async () => {
    await c.insertOne({ _id: id(1), nmae: { first: 'abby' }, extra: 1 });
    await c.updateOne(
      { _id: id(1) },
      { $rename: { nmae: 'name' }, $unset: { extra: '' }, $setOnInsert: { never: true } },
    );
    expect(await get()).toEqual({ _id: 1, name: { first: 'abby' } });
    await expect(c.updateOne({ _id: id(1) }, { $rename: { name: 'name' } })).rejects.toMatchObject({
      code: 2,
    });
  });

  it('when $addToSet/$push use modifiers, then arrays change as documented', async () => {
    await c.insertOne({ _id: id(1), tags: ['x'], scores: [3] });
    await c.updateOne(
      { _id: id(1) },
      u({
        $addToSet: { tags: { $each: ['x', 'y'] } },
        $push: { scores: { $each: [9, 1], $sort: -1, $slice: 2 } },
      }),
    );
    expect(await get()).toEqual({ _id: 1, tags: ['x', 'y'], scores: [9, 3] });
  });

  it('when $min, $max and $mul apply, then values change as documented', async () => {
    await c.insertOne({ _id: id(1), lo: 5, hi: 5, price: 10 });
    await c.updateOne({ _id: id(1) }, { $min: { lo: 2 }, $max: { hi: 2 }, $mul: { price: 1.5, fresh: 2 } });
    expect(await get()).toEqual({ _id: 1, lo: 2, hi: 5, price: 15, fresh: 0 });
  });

  it('when a pipeline update replaces the document without _id, then the _id is kept', async () => {
    await c.insertOne({ _id: id(1), a: 1, b: 2 });
    await c.updateOne({ _id: id(1) }, [{ $replaceWith: { sum: { $add: ['$a', '$b'] } } }]);
    expect(await get()).toEqual({ _id: 1, sum: 3 });
    await c.updateOne({ _id: id(1) }, [{ $set: { s2: { $multiply: ['$sum', 2] } } }, { $unset: 'sum' }]);
    expect(await get()).toEqual({ _id: 1, s2: 6 });
  });

  it('when an update operator conflicts with another on the same path, then 40 ConflictingUpdateOperators', async () => {
    await c.insertOne({ _id: id(1), a: { b: 1 } });
    await expect(
      c.updateOne({ _id: id(1) }, { $set: { a: 1 }, $unset: { 'a.b': '' } }),
    ).rejects.toMatchObject({ code: 40 });
  });
});
