// Conformance: MongoDB manual, `let` option of find, aggregate, update, delete and findAndModify ("Use Variables
// in let"): variables are evaluated once and read as `$$name` in `$expr` and in pipelines.
import { Long, type Collection, type Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../../test/harness';

describe('manual: let variables', () => {
  let t: TestDb;
  let c: Collection<Document>;
  const byId = (id: string) => ({ $expr: { $eq: ['$_id', `$$${id}`] } });
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('let');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await c.deleteMany({});
    await c.insertMany([
      { _id: 1, x: 11 },
      { _id: 2, x: 22.5 },
      { _id: 3, x: Long.fromNumber(33) },
    ] as Document[]);
  });

  it('when find passes let, then $expr compares fields with the variables, of every numeric type', async () => {
    expect(await c.find(byId('id'), { let: { id: 1 } }).toArray()).toEqual([{ _id: 1, x: 11 }]);
    const gt = await c.find({ $expr: { $gt: ['$x', '$$min'] } }, { let: { min: 20 } }).toArray();
    expect(gt.map((d) => d._id)).toEqual([2, 3]);
  });

  it('when a variable is an expression, then it is evaluated once before the query', async () => {
    const rows = await c.find(byId('id'), { let: { id: { $add: [1, 1] } } }).toArray();
    expect(rows.map((d) => d._id)).toEqual([2]);
  });

  it('when aggregate passes let, then $match and later stages read the variables', async () => {
    const rows = await c
      .aggregate([{ $match: byId('id') }, { $project: { v: { $multiply: ['$$id', 10] } } }], {
        let: { id: 2 },
      })
      .toArray();
    expect(rows).toEqual([{ _id: 2, v: 20 }]);
  });

  it('when update, upsert and delete pass let, then the filter and the update pipeline read them', async () => {
    await c.updateOne(byId('id'), [{ $set: { tag: '$$tag' } }], { let: { id: 1, tag: 'seen' } });
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, x: 11, tag: 'seen' });
    await c.updateOne(byId('id'), [{ $set: { _id: 9, tag: '$$tag' } }], {
      let: { id: 9, tag: 'new' },
      upsert: true,
    });
    expect(await c.findOne({ _id: 9 } as Document)).toEqual({ _id: 9, tag: 'new' });
    expect(
      (await c.deleteMany({ $expr: { $gte: ['$_id', '$$from'] } }, { let: { from: 3 } })).deletedCount,
    ).toBe(2);
  });

  it('when findOneAndUpdate and findOneAndDelete pass let, then they act on the matching document', async () => {
    const after = await c.findOneAndUpdate(byId('id'), [{ $set: { y: '$$v' } }], {
      let: { id: 2, v: 'bar' },
      returnDocument: 'after',
    });
    expect(after).toEqual({ _id: 2, x: 22.5, y: 'bar' });
    expect(await c.findOneAndDelete(byId('id'), { let: { id: 2 } })).toEqual({ _id: 2, x: 22.5, y: 'bar' });
  });

  it('when a query reads a variable no let defines, then it fails with 17276 naming the variable', async () => {
    const err = await c
      .find(byId('id'))
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toEqual(expect.objectContaining({ code: 17276 }));
    expect((err as Error).message).toContain('Use of undefined variable: id');
  });

  it('when a variable name is not a user variable name, then the command fails as MongoDB does', async () => {
    await expect(c.find({}, { let: { Bad: 1 } }).toArray()).rejects.toMatchObject({ code: 16867 });
    await expect(c.find({}, { let: { 'a-b': 1 } }).toArray()).rejects.toMatchObject({ code: 16868 });
    await expect(c.find({}, { let: { '': 1 } }).toArray()).rejects.toMatchObject({ code: 16866 });
  });
});
