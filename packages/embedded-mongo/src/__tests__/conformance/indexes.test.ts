// Conformance: MongoDB manual, "Indexes" (unique, compound, sparse, partial, TTL options and their errors).
import type { Collection, Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../../test/harness';

describe('manual: indexes', () => {
  let t: TestDb;
  let c: Collection<Document>;
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('i');
  });
  afterAll(() => t.close());
  beforeEach(() => c.drop().catch(() => undefined));

  it('when a unique index exists, then a duplicate fails with 11000 and keyPattern/keyValue', async () => {
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x' });
    await expect(c.insertOne({ email: 'a@x' })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'a@x' },
    });
  });

  it('when a unique index meets two documents without the field, then the second fails (missing indexes as null)', async () => {
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ a: 1 });
    await expect(c.insertOne({ a: 2 })).rejects.toMatchObject({ code: 11000 });
  });

  it('when the unique index is sparse or partial, then documents outside it do not collide', async () => {
    await c.createIndex({ email: 1 }, { unique: true, sparse: true });
    await c.createIndex(
      { nick: 1 },
      { unique: true, partialFilterExpression: { nick: { $type: 'string' } } },
    );
    await c.insertMany([{ a: 1 }, { a: 2 }, { nick: 5 }, { nick: 5 }]);
    expect(await c.countDocuments()).toBe(4);
  });

  it('when a compound unique index exists, then only the full combination must be unique', async () => {
    await c.createIndex({ a: 1, b: 1 }, { unique: true });
    await c.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
    ]);
    await expect(c.insertOne({ a: 1, b: 2 })).rejects.toMatchObject({ code: 11000 });
  });

  it('when an index is created on existing duplicates, then it fails and the index does not exist', async () => {
    await c.insertMany([{ k: 1 }, { k: 1 }]);
    await expect(c.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('when the same key is created with another name or options, then 85 IndexOptionsConflict; same name other key, 86', async () => {
    await c.createIndex({ k: 1 }, { name: 'one' });
    await expect(c.createIndex({ k: 1 }, { name: 'two' })).rejects.toMatchObject({ code: 85 });
    await expect(c.createIndex({ j: 1 }, { name: 'one' })).rejects.toMatchObject({ code: 86 });
  });

  it('when indexes are dropped, then _id_ cannot be dropped and an unknown name fails with 27', async () => {
    await c.createIndex({ k: 1 });
    await expect(c.dropIndex('_id_')).rejects.toMatchObject({ code: 72 });
    await expect(c.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
    await c.dropIndex('k_1');
    expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('when explain runs on an indexed equality, then the winning plan uses the index', async () => {
    await c.createIndex({ k: 1 });
    const plan = await c.find({ k: 1 }).explain('queryPlanner');
    expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain('IXSCAN');
  });

  it('when a query hints an index, then the plan scans that index ($natural hints a collection scan)', async () => {
    await c.createIndex({ k: 1 });
    await c.createIndex({ other: 1 });
    await c.insertMany([
      { k: 1, other: 2 },
      { k: 2, other: 1 },
    ]);
    const hinted = await c.find({ k: 1 }).hint({ other: 1 }).explain('queryPlanner');
    const scan = JSON.stringify(hinted.queryPlanner.winningPlan);
    expect(scan).toContain('IXSCAN');
    expect(scan).toContain('"indexName":"other_1"');
    expect(await c.find({ k: 1 }).hint('other_1').project({ _id: 0 }).toArray()).toEqual([
      { k: 1, other: 2 },
    ]);
    const natural = await c.find({ k: 1 }).hint({ $natural: 1 }).explain('queryPlanner');
    expect(JSON.stringify(natural.queryPlanner.winningPlan)).toContain('COLLSCAN');
  });
});
