import mongoose from 'mongoose';
import { mongooseUri, openTestDb, type TestDb } from '../../test/harness';

describe('mongoose against the server', () => {
  let t: TestDb;
  let conn: mongoose.Connection;
  const schema = new mongoose.Schema({ email: { type: String, unique: true }, n: Number, tags: [String] });

  beforeAll(async () => {
    t = await openTestDb();
    conn = await mongoose.createConnection(mongooseUri(t)).asPromise();
  });
  afterAll(async () => {
    await conn.close();
    await t.close();
  });

  it('when a model is created and queried, then documents round-trip', async () => {
    const User = conn.model('User', schema);
    await User.init();
    await User.create({ email: 'a@example.com', n: 1 });
    const found = await User.find({ email: 'a@example.com' }).lean();
    expect(found).toHaveLength(1);
    expect(found[0].n).toBe(1);
    expect(await User.countDocuments()).toBe(1);
  });

  it('when a unique value is inserted twice, then mongoose raises E11000', async () => {
    const User = conn.model('User', schema);
    await expect(User.create({ email: 'a@example.com' })).rejects.toMatchObject({
      code: 11000,
      keyValue: { email: 'a@example.com' },
    });
  });

  it('when findOneAndUpdate upserts, then $setOnInsert applies only on insert', async () => {
    const User = conn.model('User', schema);
    const first = await User.findOneAndUpdate(
      { email: 'b@example.com' },
      { $inc: { n: 1 }, $setOnInsert: { tags: ['new'] } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(first).toMatchObject({ email: 'b@example.com', n: 1, tags: ['new'] });
    const second = await User.findOneAndUpdate(
      { email: 'b@example.com' },
      { $inc: { n: 1 }, $setOnInsert: { tags: ['again'] } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(second).toMatchObject({ n: 2, tags: ['new'] });
  });

  it('when syncIndexes runs twice, then the second run changes nothing', async () => {
    const User = conn.model('User', schema);
    await User.syncIndexes();
    expect(await User.syncIndexes()).toEqual([]);
  });
});
