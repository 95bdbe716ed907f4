import type { Collection, Document } from 'mongodb';
import { MongoBulkWriteError, MongoServerError } from 'mongodb';
import { openTestDb, type TestDb } from '../../test/harness';

const E11000 = /^E11000 duplicate key error collection: \S+\.\S+ index: \S+ dup key: \{ .* \}$/;

describe('indexes', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  });
  afterAll(() => t.close());

  async function fresh(name: string): Promise<Collection<Document>> {
    const c = t.db.collection(name);
    await c.drop().catch(() => undefined);
    return c;
  }

  it("when a unique value is inserted twice, then insertOne fails with MongoDB's duplicate-key shape", async () => {
    const c = await fresh('users');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x.io' });
    const err = (await c.insertOne({ email: 'a@x.io' }).catch((e: unknown) => e)) as MongoServerError;
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.errmsg).toMatch(E11000);
    expect(err.errmsg).toContain(`collection: ${t.dbName}.users index: email_1 dup key: { email: "a@x.io" }`);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'a@x.io' });
    expect(await c.countDocuments()).toBe(1);
  });

  it('when insertMany is unordered, then the other documents are written and each duplicate is reported', async () => {
    const c = await fresh('many');
    await c.createIndex({ k: 1 }, { unique: true });
    const err = (await c
      .insertMany([{ k: 1 }, { k: 1 }, { k: 2 }, { k: 2 }, { k: 3 }], { ordered: false })
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    expect(err.code).toBe(11000);
    expect(err.writeErrors).toHaveLength(2);
    expect(
      (Array.isArray(err.writeErrors) ? err.writeErrors : [err.writeErrors]).map((w) => w.index),
    ).toEqual([1, 3]);
    expect(err.result.insertedCount).toBe(3);
    expect(await c.countDocuments()).toBe(3);
  });

  it('when an ordered insertMany hits a duplicate, then it stops there', async () => {
    const c = await fresh('ordered');
    await c.createIndex({ k: 1 }, { unique: true });
    await expect(c.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }])).rejects.toMatchObject({ code: 11000 });
    expect(await c.countDocuments()).toBe(1);
  });

  it('when updateOne or findOneAndUpdate would duplicate a unique key, then 11000 comes back and nothing changes', async () => {
    const c = await fresh('upd');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertMany([
      { email: 'a', n: 1 },
      { email: 'b', n: 2 },
    ]);
    await expect(c.updateOne({ email: 'b' }, { $set: { email: 'a', n: 9 } })).rejects.toMatchObject({
      code: 11000,
      keyValue: { email: 'a' },
    });
    const fam = (await c
      .findOneAndUpdate({ email: 'b' }, { $set: { email: 'a' } })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(fam.code).toBe(11000);
    expect(fam.codeName).toBe('DuplicateKey');
    expect(fam.keyPattern).toEqual({ email: 1 });
    expect(await c.findOne({ email: 'b' }, { projection: { _id: 0 } })).toEqual({ email: 'b', n: 2 });
  });

  it('when an _id repeats, then the _id_ index reports it', async () => {
    const c = await fresh('ids');
    await c.insertOne({ _id: 'x' as never });
    await expect(c.insertOne({ _id: 'x' as never })).rejects.toMatchObject({
      code: 11000,
      keyValue: { _id: 'x' },
      keyPattern: { _id: 1 },
    });
  });

  it('when compound, sparse and partial unique indexes exist, then only real conflicts fail', async () => {
    const c = await fresh('kinds');
    await c.createIndex({ a: 1, b: 1 }, { unique: true });
    await c.createIndex({ s: 1 }, { unique: true, sparse: true });
    await c.createIndex({ p: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await c.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
      { a: 2, b: 1, p: 5 },
      { a: 3, b: 1, p: 5, active: true },
    ]);
    await expect(c.insertOne({ a: 1, b: 2 })).rejects.toMatchObject({
      code: 11000,
      keyValue: { a: 1, b: 2 },
    });
    await c.insertOne({ a: 9, b: 9, s: 'one' });
    await expect(c.insertOne({ a: 9, b: 10, s: 'one' })).rejects.toMatchObject({
      code: 11000,
      keyValue: { s: 'one' },
    });
    await expect(c.insertOne({ a: 4, b: 1, p: 5, active: true })).rejects.toMatchObject({
      code: 11000,
      keyValue: { p: 5 },
    });
    expect(await c.countDocuments()).toBe(5);
  });

  it('when a unique index is created over duplicates, then it fails and is not listed', async () => {
    const c = await fresh('late');
    await c.insertMany([{ v: 1 }, { v: 1 }]);
    await expect(c.createIndex({ v: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('when indexes are listed, then their options come back exactly as given', async () => {
    const c = await fresh('listed');
    await c.createIndex(
      { a: 1, b: -1 },
      { name: 'ab', unique: true, partialFilterExpression: { a: { $exists: true } } },
    );
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
    const list = await c.listIndexes().toArray();
    expect(list).toEqual([
      { v: 2, key: { _id: 1 }, name: '_id_' },
      {
        v: 2,
        key: { a: 1, b: -1 },
        name: 'ab',
        unique: true,
        partialFilterExpression: { a: { $exists: true } },
      },
      { v: 2, key: { at: 1 }, name: 'at_1', expireAfterSeconds: 3600 },
    ]);
    await c.dropIndex('ab');
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'at_1']);
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('when listIndexes names a missing collection, then it fails with NamespaceNotFound', async () => {
    await expect(t.db.collection('nope').listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
  });

  it('when a query uses an indexed field, then explain shows IXSCAN, otherwise COLLSCAN', async () => {
    const c = await fresh('plan');
    await c.createIndex({ email: 1 });
    await c.insertMany(Array.from({ length: 20 }, (_, i) => ({ email: `u${i}`, other: i })));
    const indexed = await c.find({ email: 'u3' }).explain('queryPlanner');
    const scanned = await c.find({ other: 3 }).explain('queryPlanner');
    expect(JSON.stringify(indexed.queryPlanner.winningPlan)).toContain('IXSCAN');
    expect(JSON.stringify(scanned.queryPlanner.winningPlan)).toContain('COLLSCAN');
    expect(JSON.stringify(scanned.queryPlanner.winningPlan)).not.toContain('IXSCAN');
    const listed = await c.find({ email: { $in: ['u5', 'u1', 'u5', 'missing'] } }).explain('queryPlanner');
    expect(JSON.stringify(listed.queryPlanner.winningPlan)).toContain('IXSCAN');
    const found = await c
      .find({ email: { $in: ['u5', 'u1', 'u5', 'missing'] } })
      .sort({ other: 1 })
      .toArray();
    expect(found.map((d) => d.email)).toEqual(['u1', 'u5']);
    const stats = await c.find({ other: { $lt: 5 } }).explain('executionStats');
    expect(stats.executionStats.nReturned).toBe(5);
  });

  it('when a query names only the leading fields of a compound index, then that prefix is used and stays right after writes', async () => {
    const c = await fresh('prefix');
    await c.createIndex({ userId: 1, lessonId: 1 }, { unique: true });
    await c.createIndex({ week: 1, league: 1, xp: -1 });
    await c.insertMany(
      Array.from({ length: 60 }, (_, i) => ({
        userId: `u${i % 6}`,
        lessonId: `l${i}`,
        week: 'w1',
        league: i % 2 ? 'a' : 'b',
        xp: i,
        tags: [`t${i % 3}`],
      })),
    );
    const plan = await c.find({ userId: 'u2' }).explain('queryPlanner');
    expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain('IXSCAN');
    expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain('userId_1_lessonId_1');
    const ids = async (filter: Document) => (await c.find(filter).toArray()).map((d) => d.lessonId).sort();
    expect(await ids({ userId: 'u2' })).toEqual([
      'l14',
      'l2',
      'l20',
      'l26',
      'l32',
      'l38',
      'l44',
      'l50',
      'l56',
      'l8',
    ]);
    // The other filter clauses still apply; two leading fields of a three-field index narrow too.
    expect(await ids({ userId: 'u2', xp: { $gt: 40 } })).toEqual(['l44', 'l50', 'l56']);
    const two = await c.find({ week: 'w1', league: 'a' }).explain('queryPlanner');
    expect(JSON.stringify(two.queryPlanner.winningPlan)).toContain('week_1_league_1_xp_-1');
    expect(
      (await c.find({ week: 'w1', league: 'a' }).sort({ xp: -1 }).limit(3).toArray()).map((d) => d.xp),
    ).toEqual([59, 57, 55]);
    expect(await c.countDocuments({ userId: { $in: ['u1', 'u3'] } })).toBe(20);
    // Moving and removing documents keeps the prefix entries exact.
    await c.updateMany({ userId: 'u2' }, { $set: { userId: 'u7' } });
    expect(await ids({ userId: 'u2' })).toEqual([]);
    expect((await ids({ userId: 'u7' })).length).toBe(10);
    await c.deleteMany({ userId: 'u7', xp: { $lt: 30 } });
    expect(await ids({ userId: 'u7' })).toEqual(['l32', 'l38', 'l44', 'l50', 'l56']);
    // A field that is not a leading one does not use the index.
    const scan = await c.find({ lessonId: 'l3' }).explain('queryPlanner');
    expect(JSON.stringify(scan.queryPlanner.winningPlan)).toContain('COLLSCAN');
  });

  it('when a range follows an equality prefix, then the index narrows it and stays right after writes', async () => {
    const c = await fresh('ranked');
    await c.createIndex({ week: 1, league: 1, xp: -1 });
    await c.insertMany(
      Array.from({ length: 50 }, (_, i) => ({ user: i, week: 'w1', league: i % 2 ? 'a' : 'b', xp: i })),
    );
    await c.insertMany([
      { user: 'odd', week: 'w1', league: 'a', xp: 'high' },
      { user: 'none', week: 'w1', league: 'a' },
    ]);
    const count = (xp: Document) => c.countDocuments({ week: 'w1', league: 'a', xp });
    expect(await count({ $gt: 40 })).toBe(5); // 41, 43, 45, 47, 49: a string is not a number
    expect(await count({ $gte: 41 })).toBe(5);
    expect(await count({ $gt: 41, $lte: 47 })).toBe(3);
    expect(await count({ $lt: 3 })).toBe(1);
    expect(await count({ $gt: 'a' })).toBe(1);
    expect(await count({ $gt: 100 })).toBe(0);
    const plan = await c.find({ week: 'w1', league: 'a', xp: { $gt: 40 } }).explain('queryPlanner');
    expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain('week_1_league_1_xp_-1');
    // A write that leaves the keys alone, then one that moves a value across the bound, then a removal.
    await c.updateOne({ user: 41 }, { $set: { note: 'seen' } });
    expect(await count({ $gt: 40 })).toBe(5);
    await c.updateOne({ user: 1 }, { $set: { xp: 99 } });
    expect(await count({ $gt: 40 })).toBe(6);
    await c.updateOne({ user: 49 }, { $set: { league: 'b' } });
    expect(await count({ $gt: 40 })).toBe(5);
    await c.deleteOne({ user: 43 });
    expect(
      (await c.find({ week: 'w1', league: 'a', xp: { $gt: 40 } }).toArray()).map((d) => d.user).sort(),
    ).toEqual([1, 41, 45, 47]);
  });

  it('when an index supports the sort, then sorted results come back in index order', async () => {
    const c = await fresh('sorted');
    await c.createIndex({ score: -1 });
    await c.insertMany([{ score: 2 }, { score: 9 }, { score: 5 }, { score: 1 }]);
    expect((await c.find({}).sort({ score: 1 }).toArray()).map((d) => d.score)).toEqual([1, 2, 5, 9]);
    expect(
      (
        await c
          .find({ score: { $gt: 1 } })
          .sort({ score: -1 })
          .limit(2)
          .toArray()
      ).map((d) => d.score),
    ).toEqual([9, 5]);
  });

  it('when a TTL index exists, then expired documents are removed', async () => {
    const c = await fresh('ttl');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
    await c.insertMany([{ at: new Date(Date.now() - 60_000) }, { at: 'not a date' }]);
    // MongoDB's TTL monitor runs every 60 seconds; poll instead of asserting a time.
    const deadline = Date.now() + 150_000;
    while ((await c.countDocuments()) > 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    expect(await c.countDocuments()).toBe(1);
  }, 160_000);
});
