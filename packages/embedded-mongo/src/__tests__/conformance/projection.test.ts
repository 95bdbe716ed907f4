// Conformance: MongoDB manual, "Projection" (find) and the $project stage.
import type { Collection, Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../../test/harness';

const id = (v: unknown): never => v as never;

describe('manual: projection', () => {
  let t: TestDb;
  let c: Collection<Document>;
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('p');
    await c.insertOne({
      _id: id(1),
      item: 'journal',
      qty: 25,
      tags: ['a', 'b', 'c', 'd'],
      sizes: [
        { h: 14, uom: 'cm' },
        { h: 28, uom: 'in' },
      ],
      size: { h: 14, w: 21 },
    });
  });
  afterAll(() => t.close());

  it('when fields are included, then _id comes first and other fields are dropped', async () => {
    const doc = await c.findOne({}, { projection: { qty: 1, _id: 1, item: 1 } });
    expect(Object.keys(doc!)).toEqual(['_id', 'item', 'qty']);
  });

  it('when _id is excluded or fields are excluded, then the rest is returned', async () => {
    expect(await c.findOne({}, { projection: { item: 1, _id: 0 } })).toEqual({ item: 'journal' });
    expect(Object.keys((await c.findOne({}, { projection: { tags: 0, sizes: 0, size: 0 } }))!)).toEqual([
      '_id',
      'item',
      'qty',
    ]);
    expect(await c.findOne({}, { projection: { 'size.h': 1 } })).toEqual({ _id: 1, size: { h: 14 } });
  });

  it('when $slice is used on its own, then all other fields are returned with the array sliced', async () => {
    expect(await c.findOne({}, { projection: { tags: { $slice: 2 } } })).toEqual({
      _id: 1,
      item: 'journal',
      qty: 25,
      tags: ['a', 'b'],
      sizes: [
        { h: 14, uom: 'cm' },
        { h: 28, uom: 'in' },
      ],
      size: { h: 14, w: 21 },
    });
    expect((await c.findOne({}, { projection: { tags: { $slice: -1 }, sizes: 0 } }))!.tags).toEqual(['d']);
    expect((await c.findOne({}, { projection: { tags: { $slice: [1, 2] } } }))!.tags).toEqual(['b', 'c']);
    expect((await c.findOne({}, { projection: { tags: { $slice: [-3, 2] } } }))!.tags).toEqual(['b', 'c']);
  });

  it('when $slice is combined with an inclusion, then only the included fields come back', async () => {
    expect(await c.findOne({}, { projection: { qty: 1, tags: { $slice: 1 } } })).toEqual({
      _id: 1,
      qty: 25,
      tags: ['a'],
    });
  });

  it('when $elemMatch projects an array, then only the first matching element is returned', async () => {
    expect(await c.findOne({}, { projection: { sizes: { $elemMatch: { uom: 'in' } } } })).toEqual({
      _id: 1,
      sizes: [{ h: 28, uom: 'in' }],
    });
    expect(await c.findOne({}, { projection: { sizes: { $elemMatch: { h: { $gt: 100 } } } } })).toEqual({
      _id: 1,
    });
  });

  it('when $elemMatch holds only operators, then they test the element itself', async () => {
    expect(await c.findOne({}, { projection: { tags: { $elemMatch: { $in: ['c', 'b'] } } } })).toEqual({
      _id: 1,
      tags: ['b'],
    });
    expect(await c.findOne({}, { projection: { tags: { $elemMatch: { $gt: 'z' } }, qty: 1 } })).toEqual({
      _id: 1,
      qty: 25,
    });
  });

  it('when the positional $ projects the element the query matched, then only that element is returned', async () => {
    expect(await c.findOne({ 'sizes.uom': 'in' }, { projection: { 'sizes.$': 1 } })).toEqual({
      _id: 1,
      sizes: [{ h: 28, uom: 'in' }],
    });
  });

  it('when $project includes _id implicitly, then _id is the first field of each result', async () => {
    const [row] = await c.aggregate([{ $project: { qty: 1, double: { $multiply: ['$qty', 2] } } }]).toArray();
    expect(Object.keys(row)).toEqual(['_id', 'qty', 'double']);
    expect(row).toEqual({ _id: 1, qty: 25, double: 50 });
  });

  it('when nested fields are excluded, then only the returned copy loses them (the stored document is unchanged)', async () => {
    expect(await c.findOne({}, { projection: { 'size.w': 0, 'sizes.uom': 0, tags: 0 } })).toEqual({
      _id: 1,
      item: 'journal',
      qty: 25,
      sizes: [{ h: 14 }, { h: 28 }],
      size: { h: 14 },
    });
    await c.findOneAndUpdate({ _id: id(1) }, { $set: { qty: 25 } }, { projection: { 'size.h': 0 } });
    expect(await c.findOne({ _id: id(1) })).toEqual({
      _id: 1,
      item: 'journal',
      qty: 25,
      tags: ['a', 'b', 'c', 'd'],
      sizes: [
        { h: 14, uom: 'cm' },
        { h: 28, uom: 'in' },
      ],
      size: { h: 14, w: 21 },
    });
  });
});
