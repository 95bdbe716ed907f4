// Conformance: MongoDB manual, "Query and Projection Operators" (query part).
import type { Collection, Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../../test/harness';

const id = (v: unknown): never => v as never;

describe('manual: query operators', () => {
  let t: TestDb;
  let c: Collection<Document>;
  const ids = async (filter: Document): Promise<unknown[]> =>
    (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('q');
    await c.insertMany([
      { _id: id(1), qty: 5, tags: ['appliance', 'school', 'book'], item: { name: 'ab' } },
      { _id: id(2), qty: 15, tags: ['school'], item: { name: 'cd' } },
      { _id: id(3), qty: 20, tags: 'school', item: null },
      { _id: id(4), tags: [] },
      { _id: id(5), qty: [5, 25] },
    ]);
  });
  afterAll(() => t.close());

  it('when $eq/$ne compare with an array field, then any element (or the whole array) matches', async () => {
    expect(await ids({ tags: 'school' })).toEqual([1, 2, 3]);
    expect(await ids({ tags: ['school'] })).toEqual([2]);
    expect(await ids({ tags: { $ne: 'school' } })).toEqual([4, 5]);
  });

  it('when $gt/$lt are applied to an array field, then each element is tested separately', async () => {
    expect(await ids({ qty: { $gt: 20 } })).toEqual([5]);
    expect(await ids({ qty: { $gt: 10, $lt: 20 } })).toEqual([2, 5]);
    expect(await ids({ qty: { $elemMatch: { $gt: 10, $lt: 20 } } })).toEqual([]);
  });

  it('when null is queried, then null and missing fields match; $exists and $type tell them apart', async () => {
    expect(await ids({ item: null })).toEqual([3, 4, 5]);
    expect(await ids({ item: { $exists: false } })).toEqual([4, 5]);
    expect(await ids({ item: { $type: 'null' } })).toEqual([3]);
    expect(await ids({ qty: { $gte: null } })).toEqual([4]);
  });

  it('when $in and $nin list values and regexes, then they match as documented', async () => {
    expect(await ids({ tags: { $in: ['book', /^app/] } })).toEqual([1]);
    expect(await ids({ qty: { $nin: [5, 15] } })).toEqual([3, 4]);
  });

  it('when $all is given values, then array fields must hold all of them and a scalar field must equal them', async () => {
    expect(await ids({ tags: { $all: ['school', 'book'] } })).toEqual([1]);
    expect(await ids({ tags: { $all: ['school'] } })).toEqual([1, 2, 3]);
    expect(await ids({ tags: { $all: [] } })).toEqual([]);
  });

  it('when $size, $not, $or, $nor and $and combine, then the documented logic applies', async () => {
    expect(await ids({ tags: { $size: 1 } })).toEqual([2]);
    expect(await ids({ qty: { $not: { $gt: 10 } } })).toEqual([1, 4]);
    expect(await ids({ $or: [{ qty: 15 }, { 'item.name': 'ab' }] })).toEqual([1, 2]);
    expect(await ids({ $nor: [{ qty: 15 }, { qty: 20 }] })).toEqual([1, 4, 5]);
  });

  it('when $expr compares fields of the same document, then aggregation comparison rules apply', async () => {
    expect(await ids({ $expr: { $gt: ['$qty', 10] } })).toEqual([2, 3, 5]);
  });
});
