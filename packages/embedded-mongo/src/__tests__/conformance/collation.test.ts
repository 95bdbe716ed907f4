// Conformance: MongoDB manual, "Collation" (strength 1 ignores case and diacritics, 2 ignores case, 3 is the
// default and orders by the locale), for queries, sorts, distinct, aggregation and case-insensitive unique indexes.
import type { Collection, Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../../test/harness';

const id = (v: unknown): never => v as never;

describe('manual: collation', () => {
  let t: TestDb;
  let c: Collection<Document>;
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('names');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await c.drop().catch(() => undefined);
    await c.insertMany([
      { _id: id(1), name: 'café' },
      { _id: id(2), name: 'Cafe' },
      { _id: id(3), name: 'cafe' },
      { _id: id(4), name: 'apple' },
      { _id: id(5), name: 'Banana' },
    ]);
  });
  const ids = (docs: Document[]): unknown[] => docs.map((d) => d._id).sort();

  it('when strength is 2, then equality ignores case but not accents', async () => {
    expect(
      ids(await c.find({ name: 'cafe' }, { collation: { locale: 'en', strength: 2 } }).toArray()),
    ).toEqual([2, 3]);
    expect(
      ids(await c.find({ name: { $in: ['CAFÉ'] } }, { collation: { locale: 'en', strength: 2 } }).toArray()),
    ).toEqual([1]);
  });

  it('when strength is 1, then equality ignores case and diacritics', async () => {
    expect(await c.countDocuments({ name: 'CAFE' }, { collation: { locale: 'fr', strength: 1 } })).toBe(3);
  });

  it('when no collation is given, then comparison stays binary', async () => {
    expect(ids(await c.find({ name: 'cafe' }).toArray())).toEqual([3]);
    expect((await c.find({}).sort({ name: 1 }).toArray()).map((d) => d.name)).toEqual([
      'Banana',
      'Cafe',
      'apple',
      'cafe',
      'café',
    ]);
  });

  it('when a sort uses a locale collation, then strings order alphabetically regardless of case', async () => {
    const names = (
      await c
        .find({}, { collation: { locale: 'en' } })
        .sort({ name: 1 })
        .toArray()
    ).map((d) => d.name);
    expect(names.slice(0, 2)).toEqual(['apple', 'Banana']);
    expect(names.slice(2).map((n) => n.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''))).toEqual([
      'cafe',
      'cafe',
      'cafe',
    ]);
  });

  it('when the locale is written the ICU way (en_US), then it works as en-US does', async () => {
    const opts = { collation: { locale: 'en_US', strength: 2 } };
    expect(ids(await c.find({ name: 'CAFE' }, opts).toArray())).toEqual([2, 3]);
    const users = t.db.collection('locales');
    await users.createIndex({ name: 1 }, { name: 'by_name', collation: { locale: 'en_US' } });
    const [index] = (await users.indexes()).filter((i) => i.name === 'by_name');
    expect(index.collation).toMatchObject({ locale: 'en_US' });
    await users.drop();
  });

  it('when range operators and distinct run with strength 2, then case is ignored', async () => {
    const opts = { collation: { locale: 'en', strength: 2 } };
    expect(ids(await c.find({ name: { $gte: 'B', $lt: 'C' } }, opts).toArray())).toEqual([5]);
    expect((await c.distinct('name', { name: { $ne: 'apple' } }, opts)).length).toBe(3);
  });

  it('when aggregation runs with a collation, then $match and $sort use it', async () => {
    const rows = await c
      .aggregate([{ $match: { name: 'CAFE' } }, { $sort: { name: 1, _id: 1 } }], {
        collation: { locale: 'en', strength: 2 },
      })
      .toArray();
    expect(rows.map((r) => r._id)).toEqual([2, 3]);
  });

  it('when a unique index has a strength-2 collation, then values differing only in case collide', async () => {
    const users = t.db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } });
    await users.insertOne({ email: 'Ann@Example.com' });
    await expect(users.insertOne({ email: 'ann@example.com' })).rejects.toMatchObject({ code: 11000 });
    await users.insertOne({ email: 'bob@example.com' });
    const [index] = (await users.indexes()).filter((i) => i.name === 'email_1');
    expect(index.collation).toMatchObject({ locale: 'en', strength: 2 });
    await users.drop();
  });
});
