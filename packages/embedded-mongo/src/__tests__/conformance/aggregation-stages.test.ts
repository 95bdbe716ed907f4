// Conformance: MongoDB manual, "Aggregation Stages". Each test states the manual's rule it checks.
import type { Collection, Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../../test/harness';

const id = (v: unknown): never => v as never;

describe('manual: aggregation stages', () => {
  let t: TestDb;
  let src: Collection<Document>;
  beforeAll(async () => {
    t = await openTestDb();
    src = t.db.collection('src');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.dropDatabase();
    await src.insertMany([
      { _id: id(1), k: 'a', qty: 5 },
      { _id: id(2), k: 'b', qty: 7 },
    ]);
  });

  describe('$merge', () => {
    const target = (): Collection<Document> => t.db.collection('target');
    beforeEach(async () => {
      await target().insertMany([
        { _id: id(1), k: 'a', qty: 1, note: 'kept' },
        { _id: id(3), k: 'c', qty: 9 },
      ]);
    });

    it('when whenMatched/whenNotMatched are defaulted, then matches are merged, others inserted, and untouched documents stay', async () => {
      // Manual: defaults are whenMatched "merge" and whenNotMatched "insert"; $merge does not replace the collection.
      await src.aggregate([{ $merge: { into: 'target' } }]).toArray();
      expect(await target().find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, k: 'a', qty: 5, note: 'kept' },
        { _id: 2, k: 'b', qty: 7 },
        { _id: 3, k: 'c', qty: 9 },
      ]);
    });

    it('when $merge is given only a collection name, then it behaves as the defaults', async () => {
      await src.aggregate([{ $merge: 'target' }]).toArray();
      expect(await target().countDocuments()).toBe(3);
      expect(await target().findOne({ _id: id(1) })).toEqual({ _id: 1, k: 'a', qty: 5, note: 'kept' });
    });

    it('when whenMatched is replace, keepExisting or fail, then the matched document is replaced, kept, or the stage errors', async () => {
      await src.aggregate([{ $merge: { into: 'target', whenMatched: 'replace' } }]).toArray();
      expect(await target().findOne({ _id: id(1) })).toEqual({ _id: 1, k: 'a', qty: 5 });
      await src
        .aggregate([
          { $project: { qty: { $literal: 0 } } },
          { $merge: { into: 'target', whenMatched: 'keepExisting' } },
        ])
        .toArray();
      expect(await target().findOne({ _id: id(1) })).toEqual({ _id: 1, k: 'a', qty: 5 });
      await expect(
        src.aggregate([{ $merge: { into: 'target', whenMatched: 'fail' } }]).toArray(),
      ).rejects.toMatchObject({ code: 11000 });
    });

    it('when whenNotMatched is discard or fail, then unmatched results are dropped or the stage errors', async () => {
      await src.aggregate([{ $merge: { into: 'target', whenNotMatched: 'discard' } }]).toArray();
      expect(await target().findOne({ _id: id(2) })).toBeNull();
      await expect(
        src.aggregate([{ $merge: { into: 'target', whenNotMatched: 'fail' } }]).toArray(),
      ).rejects.toMatchObject({ code: 13113 });
    });

    it('when whenMatched is a pipeline, then $$new is the incoming document', async () => {
      await src
        .aggregate([
          { $merge: { into: 'target', whenMatched: [{ $set: { qty: { $add: ['$qty', '$$new.qty'] } } }] } },
        ])
        .toArray();
      expect(await target().findOne({ _id: id(1) })).toEqual({ _id: 1, k: 'a', qty: 6, note: 'kept' });
    });

    it('when on names fields without a unique index, then $merge fails with 51183; with one, it matches by those fields', async () => {
      await expect(
        src.aggregate([{ $project: { _id: 0 } }, { $merge: { into: 'target', on: 'k' } }]).toArray(),
      ).rejects.toMatchObject({ code: 51183 });
      await target().createIndex({ k: 1 }, { unique: true });
      await src.aggregate([{ $project: { _id: 0 } }, { $merge: { into: 'target', on: 'k' } }]).toArray();
      expect(await target().findOne({ k: 'a' })).toMatchObject({ _id: 1, qty: 5, note: 'kept' });
      expect(await target().countDocuments({ k: 'b' })).toBe(1);
    });

    it('when the target does not exist, then $merge creates it', async () => {
      await src.aggregate([{ $merge: { into: { db: t.dbName, coll: 'fresh' } } }]).toArray();
      expect(await t.db.collection('fresh').countDocuments()).toBe(2);
    });

    it('when $merge is not the last stage, then the pipeline is refused', async () => {
      await expect(
        src.aggregate([{ $merge: { into: 'target' } }, { $match: {} }]).toArray(),
      ).rejects.toMatchObject({ code: 40601 });
    });
  });

  describe('$out', () => {
    it('when $out writes into an existing collection, then its documents are replaced and its indexes kept', async () => {
      const out = t.db.collection('out');
      await out.insertOne({ _id: id(9), k: 'old' });
      await out.createIndex({ k: 1 }, { unique: true });
      await src.aggregate([{ $out: 'out' }]).toArray();
      expect(await out.find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, k: 'a', qty: 5 },
        { _id: 2, k: 'b', qty: 7 },
      ]);
      expect((await out.indexes()).map((i) => i.name)).toContain('k_1');
    });

    it('when the results violate a unique index of the target, then $out fails and the target is unchanged', async () => {
      const out = t.db.collection('out');
      await out.insertOne({ _id: id(9), k: 'old' });
      await out.createIndex({ qty: 1 }, { unique: true });
      await expect(src.aggregate([{ $set: { qty: 1 } }, { $out: 'out' }]).toArray()).rejects.toMatchObject({
        code: 11000,
      });
      expect(await out.find().toArray()).toEqual([{ _id: 9, k: 'old' }]);
    });
  });
});
