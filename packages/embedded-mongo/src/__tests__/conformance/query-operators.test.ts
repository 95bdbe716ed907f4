// Conformance: MongoDB manual, "Query and Projection Operators" (query part).
import { Binary, DBRef, ObjectId, type Collection, type Document } from 'mongodb';
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

  it('when $all holds regular expressions, then string fields and string elements are matched', async () => {
    expect(await ids({ tags: { $all: [/^app/, /ool$/] } })).toEqual([1]);
    expect(await ids({ 'item.name': { $all: [/^a/] } })).toEqual([1]);
  });

  it('when a DBRef is queried by its $id path or as a whole, then it is read as a field, not an operator', async () => {
    const refs = t.db.collection('refs');
    const owner = new ObjectId();
    await refs.insertMany([
      { _id: id(1), owner: new DBRef('users', owner) },
      { _id: id(2), owner: new DBRef('users', new ObjectId()) },
    ]);
    const found = async (filter: Document): Promise<unknown[]> =>
      (await refs.find(filter).toArray()).map((d) => d._id);
    expect(await found({ 'owner.$id': owner })).toEqual([1]);
    expect(await found({ owner: { $ref: 'users', $id: owner } })).toEqual([1]);
    expect(((await refs.findOne({ _id: id(1) }))!.owner as DBRef).oid).toEqual(owner);
  });

  it('when bitwise operators test binary data (a UUID), then bit 0 is the lowest bit of the first byte', async () => {
    const bins = t.db.collection('bins');
    const uuid = new Binary(Buffer.from('0f00000000000000000000000000ff80', 'hex'), 4);
    await bins.insertMany([{ _id: id(1), u: uuid }, { _id: id(2) }, { _id: id(3), u: 'text' }]);
    const found = async (filter: Document): Promise<unknown[]> =>
      (await bins.find(filter).toArray()).map((d) => d._id);
    expect(await found({ u: { $bitsAllSet: [0, 1, 2, 3, 127] } })).toEqual([1]);
    expect(await found({ u: { $bitsAllSet: new Binary(Buffer.from([0x0f])) } })).toEqual([1]);
    expect(await found({ u: { $bitsAnySet: [4, 5] } })).toEqual([]);
    expect(await found({ u: { $bitsAllClear: [4, 5, 200] } })).toEqual([1]);
    expect(await found({ u: { $bitsAnyClear: [0, 4] } })).toEqual([1]);
  });

  it('when bitwise operators test numbers, then negative numbers have every high bit set', async () => {
    const nums = t.db.collection('nums');
    await nums.insertMany([
      { _id: id(1), n: 54 },
      { _id: id(2), n: -1 },
      { _id: id(3), n: 2.5 },
    ]);
    const found = async (filter: Document): Promise<unknown[]> =>
      (await nums.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await found({ n: { $bitsAllSet: 6 } })).toEqual([1, 2]);
    expect(await found({ n: { $bitsAllSet: [40, 70] } })).toEqual([2]);
    expect(await found({ n: { $bitsAnyClear: [0] } })).toEqual([1]);
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
