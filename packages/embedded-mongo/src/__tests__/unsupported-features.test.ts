// Features the embedded server leaves out must fail with CommandNotSupported (115) naming the feature, never
// match silently. Real MongoDB implements them, so this file only runs against the embedded server.
import type { Collection, Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../test/harness';

const describeEmbedded = process.env.MONGO_URL ? describe.skip : describe;

describeEmbedded('features the embedded server refuses', () => {
  let t: TestDb;
  let c: Collection<Document>;
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('u');
    await c.insertOne({ a: 'Hello', loc: { type: 'Point', coordinates: [0, 0] } });
  });
  afterAll(() => t.close());

  const refused = (feature: RegExp) =>
    expect.objectContaining({
      code: 115,
      codeName: 'CommandNotSupported',
      message: expect.stringMatching(feature),
    });

  it.each([
    ['$text', { $text: { $search: 'hello' } }, /\$text .*not supported by the embedded server/],
    ['$where', { $where: 'this.a' }, /\$where .*not supported/],
    [
      '$near',
      { loc: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } },
      /\$near .*not supported/,
    ],
    ['$nearSphere', { loc: { $nearSphere: [0, 0] } }, /\$nearSphere/],
    ['$geoWithin', { loc: { $geoWithin: { $centerSphere: [[0, 0], 1] } } }, /\$geoWithin/],
    [
      '$within (the old name of $geoWithin)',
      {
        loc: {
          $within: {
            $box: [
              [0, 0],
              [1, 1],
            ],
          },
        },
      },
      /\$within/,
    ],
    [
      '$geoIntersects',
      { loc: { $geoIntersects: { $geometry: { type: 'Point', coordinates: [0, 0] } } } },
      /\$geoIntersects/,
    ],
    ['$jsonSchema', { $jsonSchema: { required: ['a'] } }, /\$jsonSchema/],
  ])('when a query uses %s, then it fails with 115 naming it', async (_name, filter, message) => {
    await expect(c.find(filter).toArray()).rejects.toEqual(refused(message));
    await expect(c.countDocuments(filter)).rejects.toEqual(refused(message));
  });

  it('when aggregation uses $function, $accumulator, $geoNear or $search, then it fails with 115', async () => {
    const fn = { $function: { body: 'function() { return 1 }', args: [], lang: 'js' } };
    await expect(c.aggregate([{ $project: { x: fn } }]).toArray()).rejects.toEqual(refused(/\$function/));
    const acc = {
      $accumulator: {
        init: 'function() {}',
        accumulate: 'function() {}',
        accumulateArgs: [],
        merge: 'function() {}',
        lang: 'js',
      },
    };
    await expect(c.aggregate([{ $group: { _id: null, x: acc } }]).toArray()).rejects.toEqual(
      refused(/\$accumulator/),
    );
    await expect(c.aggregate([{ $geoNear: { near: [0, 0], distanceField: 'd' } }]).toArray()).rejects.toEqual(
      refused(/\$geoNear/),
    );
    await expect(c.aggregate([{ $search: { text: { query: 'x', path: 'a' } } }]).toArray()).rejects.toEqual(
      refused(/\$search/),
    );
    await expect(c.aggregate([{ $sort: { s: { $meta: 'textScore' } } }]).toArray()).rejects.toEqual(
      refused(/textScore|score/),
    );
  });

  it('when a collection default collation or an ICU option beyond strength is requested, then it fails with 115', async () => {
    await expect(t.db.createCollection('ci', { collation: { locale: 'en', strength: 2 } })).rejects.toEqual(
      refused(/default collation/),
    );
    const numeric = { locale: 'en', numericOrdering: true };
    await expect(c.find({}, { collation: numeric }).toArray()).rejects.toEqual(refused(/numericOrdering/));
    await expect(c.find({}, { collation: { locale: 'en', strength: 4 } }).toArray()).rejects.toEqual(
      refused(/strength 4/),
    );
  });

  it('when views, capped, time series collections or validators are requested, then create fails with 115', async () => {
    await expect(t.db.createCollection('v', { viewOn: 'u', pipeline: [] })).rejects.toEqual(refused(/views/));
    await expect(t.db.createCollection('cap', { capped: true, size: 1024 })).rejects.toEqual(
      refused(/capped/),
    );
    await expect(t.db.createCollection('ts', { timeseries: { timeField: 't' } })).rejects.toEqual(
      refused(/time series/),
    );
    await expect(t.db.createCollection('val', { validator: { a: { $exists: true } } })).rejects.toEqual(
      refused(/validation/),
    );
    expect((await t.db.listCollections().toArray()).map((x) => x.name)).toEqual(['u']);
  });

  it('when setParameter or $listLocalSessions is used, then it fails with 115 naming it', async () => {
    await expect(t.client.db('admin').command({ setParameter: 1, logLevel: 1 })).rejects.toEqual(
      refused(/setParameter \(logLevel\)/),
    );
    await expect(
      t.client
        .db('admin')
        .aggregate([{ $listLocalSessions: {} }])
        .toArray(),
    ).rejects.toEqual(refused(/\$listLocalSessions/));
  });
});
