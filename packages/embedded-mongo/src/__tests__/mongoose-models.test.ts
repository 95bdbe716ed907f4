import mongoose, { Schema, Types } from 'mongoose';
import { mongooseUri, openTestDb, type TestDb } from '../../test/harness';

describe('mongoose models', () => {
  let t: TestDb;
  let conn: mongoose.Connection;
  beforeAll(async () => {
    t = await openTestDb();
    conn = await mongoose.createConnection(mongooseUri(t)).asPromise();
  });
  afterAll(async () => {
    await conn.close();
    await t.close();
  });

  const Author = (): mongoose.Model<{ name: string; handle: string }> =>
    conn.models.Author ??
    conn.model('Author', new Schema({ name: String, handle: { type: String, unique: true } }));
  const Post = (): mongoose.Model<{
    title: string;
    author: Types.ObjectId;
    likes: number;
    comments: { by: string; ok: boolean }[];
  }> =>
    conn.models.Post ??
    conn.model(
      'Post',
      new Schema(
        {
          title: { type: String, index: true },
          author: { type: Schema.Types.ObjectId, ref: 'Author' },
          likes: { type: Number, default: 0 },
          comments: [{ by: String, ok: Boolean }],
        },
        { timestamps: true },
      ),
    );

  it('when a reference is populated, then the referenced document is embedded', async () => {
    await Author().init();
    const a = await Author().create({ name: 'Ann', handle: 'ann' });
    await Post().create({ title: 'Hello', author: a._id });
    const post = await Post()
      .findOne({ title: 'Hello' })
      .populate<{ author: { name: string } }>('author')
      .lean();
    expect(post?.author.name).toBe('Ann');
  });

  it('when insertMany with ordered:false hits a duplicate, then mongoose reports it and keeps the rest', async () => {
    await Author().init();
    const err = await Author()
      .insertMany(
        [
          { name: 'B', handle: 'b' },
          { name: 'B2', handle: 'b' },
          { name: 'C', handle: 'c' },
        ],
        { ordered: false },
      )
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 11000 });
    expect(await Author().countDocuments({ handle: { $in: ['b', 'c'] } })).toBe(2);
  });

  it('when updateOne duplicates a unique handle, then mongoose raises E11000', async () => {
    await Author().create({ name: 'D', handle: 'd' });
    await expect(Author().updateOne({ handle: 'd' }, { $set: { handle: 'ann' } })).rejects.toMatchObject({
      code: 11000,
      keyValue: { handle: 'ann' },
    });
    await expect(Author().findOneAndUpdate({ handle: 'd' }, { handle: 'ann' })).rejects.toMatchObject({
      code: 11000,
    });
  });

  it('when arrayFilters and positional updates are used through mongoose, then the right subdocuments change', async () => {
    const p = await Post().create({
      title: 'Arr',
      comments: [
        { by: 'x', ok: false },
        { by: 'y', ok: false },
      ],
    });
    await Post().updateOne({ _id: p._id, 'comments.by': 'y' }, { $set: { 'comments.$.ok': true } });
    await Post().updateOne(
      { _id: p._id },
      { $set: { 'comments.$[c].by': 'z' } },
      { arrayFilters: [{ 'c.by': 'x' }] },
    );
    const doc = await Post().findById(p._id).lean();
    expect(doc?.comments.map((c) => [c.by, c.ok])).toEqual([
      ['z', false],
      ['y', true],
    ]);
  });

  it('when findOneAndUpdate upserts with $setOnInsert, then defaults and timestamps are set once', async () => {
    const first = await Post()
      .findOneAndUpdate(
        { title: 'Up' },
        { $inc: { likes: 1 }, $setOnInsert: { comments: [] } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean();
    const second = await Post()
      .findOneAndUpdate({ title: 'Up' }, { $inc: { likes: 1 } }, { upsert: true, returnDocument: 'after' })
      .lean();
    expect(first?.likes).toBe(1);
    expect(second?.likes).toBe(2);
    expect(String(second?._id)).toBe(String(first?._id));
  });

  it('when aggregate and countDocuments run through mongoose, then they see the data', async () => {
    const rows = await Post().aggregate<{ _id: null; total: number }>([
      { $group: { _id: null, total: { $sum: '$likes' } } },
    ]);
    expect(rows[0].total).toBeGreaterThanOrEqual(2);
    expect(await Post().countDocuments({ title: { $in: ['Hello', 'Up'] } })).toBe(2);
  });

  it('when syncIndexes runs twice, then the second run drops and creates nothing', async () => {
    await Post().syncIndexes();
    expect(await Post().syncIndexes()).toEqual([]);
    const diff = await Post().diffIndexes();
    expect(diff).toEqual({ toDrop: [], toCreate: [] });
  });

  it('when deleteMany and findByIdAndDelete run, then documents are gone', async () => {
    const p = await Post().create({ title: 'Gone' });
    await Post().findByIdAndDelete(p._id);
    expect(await Post().findById(p._id)).toBeNull();
    await Post().deleteMany({});
    expect(await Post().countDocuments()).toBe(0);
  });
});
