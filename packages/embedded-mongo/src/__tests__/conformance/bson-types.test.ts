// Conformance: MongoDB manual, "BSON Types" and "Comparison/Sort Order". Values keep their BSON type end to end,
// $type understands numbers and aliases, and sorting across types follows the documented order.
import {
  Binary,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  type Collection,
  type Document,
} from 'mongodb';
import { openTestDb, type TestDb } from '../../../test/harness';

const id = (v: unknown): never => v as never;

describe('manual: BSON types', () => {
  let t: TestDb;
  let c: Collection<Document>;
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('types');
  });
  afterAll(() => t.close());
  beforeEach(() => c.deleteMany({}));

  it('when Long, Double, Decimal128 and Binary subtypes are stored, then they come back with the same BSON types', async () => {
    const uuid = new Binary(Buffer.from('0123456789abcdef'), Binary.SUBTYPE_UUID);
    const custom = new Binary(Buffer.from([1, 2, 3]), 0x80);
    await c.insertOne({
      _id: id(1),
      big: Long.fromString('9007199254740993'),
      small: Long.fromNumber(5),
      d: new Double(5),
      dec: Decimal128.fromString('1.10'),
      uuid,
      custom,
      i: 7,
    });
    const raw = await c.findOne({ _id: id(1) }, { promoteLongs: false, promoteValues: false });
    expect(raw!.big).toBeInstanceOf(Long);
    expect(raw!.big.toString()).toBe('9007199254740993');
    expect(raw!.small).toBeInstanceOf(Long);
    expect(raw!.d).toBeInstanceOf(Double);
    expect(raw!.i).toBeInstanceOf(Int32);
    expect(raw!.dec.toString()).toBe('1.10');
    expect(raw!.uuid.sub_type).toBe(Binary.SUBTYPE_UUID);
    expect(raw!.custom.sub_type).toBe(0x80);
  });

  it('when $type is given aliases or numbers, then it matches by BSON type (number matches all numeric types)', async () => {
    await c.insertMany([
      { _id: id('int'), v: 1 },
      { _id: id('long'), v: Long.fromNumber(2) },
      { _id: id('double'), v: new Double(3) },
      { _id: id('frac'), v: 1.5 },
      { _id: id('dec'), v: Decimal128.fromString('4') },
      { _id: id('oid'), v: new ObjectId() },
      { _id: id('bin'), v: new Binary(Buffer.from('x')) },
      { _id: id('str'), v: 's' },
      { _id: id('null'), v: null },
      { _id: id('arr'), v: [1, 'a'] },
      { _id: id('obj'), v: { a: 1 } },
      { _id: id('date'), v: new Date(0) },
      { _id: id('bool'), v: true },
      { _id: id('ts'), v: new Timestamp({ t: 1, i: 1 }) },
      { _id: id('missing') },
    ]);
    const ids = async (type: unknown): Promise<unknown[]> =>
      (
        await c
          .find({ v: { $type: type as never } })
          .sort({ _id: 1 })
          .toArray()
      ).map((d) => d._id);
    expect(await ids('objectId')).toEqual(['oid']);
    expect(await ids('binData')).toEqual(['bin']);
    expect(await ids('decimal')).toEqual(['dec']);
    expect(await ids('long')).toEqual(['long']);
    expect(await ids('double')).toEqual(['double', 'frac']);
    expect(await ids('int')).toEqual(['arr', 'int']);
    expect(await ids(16)).toEqual(['arr', 'int']);
    expect(await ids('number')).toEqual(['arr', 'dec', 'double', 'frac', 'int', 'long']);
    expect(await ids('array')).toEqual(['arr']);
    expect(await ids('string')).toEqual(['arr', 'str']);
    expect(await ids('null')).toEqual(['null']);
    expect(await ids(['bool', 'date'])).toEqual(['bool', 'date']);
    expect(await ids('timestamp')).toEqual(['ts']);
    await expect(c.find({ v: { $type: 'nope' as never } }).toArray()).rejects.toMatchObject({ code: 2 });
  });

  it('when values of different types are sorted, then the documented BSON order is used', async () => {
    const values = [
      new MaxKey(),
      /x/,
      new Timestamp({ t: 5, i: 1 }),
      new Date(5),
      true,
      new ObjectId('000000000000000000000001'),
      new Binary(Buffer.from('z')),
      [],
      { a: 1 },
      'b',
      3,
      null,
      new MinKey(),
    ];
    await c.insertMany(values.map((v, i) => ({ _id: id(i), v })));
    const order = (await c.find({}).sort({ v: 1 }).toArray()).map((d) => d._id);
    // MinKey, (empty array sorts before null), null, numbers, strings, objects, binData, ObjectId, bool, date, timestamp, regex, MaxKey
    expect(order).toEqual([12, 7, 11, 10, 9, 8, 6, 5, 4, 3, 2, 1, 0]);
    const desc = (await c.find({}).sort({ v: -1 }).toArray()).map((d) => d._id);
    expect(desc).toEqual([0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 7, 12]);
  });

  it('when numbers of different BSON types are compared, then they compare by value', async () => {
    await c.insertMany([
      { _id: id(1), v: 1 },
      { _id: id(2), v: Long.fromNumber(2) },
      { _id: id(3), v: new Double(3) },
      { _id: id(4), v: Decimal128.fromString('4.5') },
    ]);
    expect(
      (
        await c
          .find({ v: { $gte: new Double(2) } })
          .sort({ v: 1 })
          .toArray()
      ).map((d) => d._id),
    ).toEqual([2, 3, 4]);
    expect(await c.countDocuments({ v: Long.fromNumber(3) })).toBe(1);
    expect(await c.countDocuments({ v: { $in: [1, 4.5] } })).toBe(2);
    // Range operators stay inside the type bracket: a number never matches a string bound.
    expect(await c.countDocuments({ v: { $gt: '' } })).toBe(0);
  });

  it('when binary values are sorted, then shorter values come first, then by subtype, then by bytes', async () => {
    await c.insertMany([
      { _id: id('long'), v: new Binary(Buffer.from([0, 0, 0])) },
      { _id: id('sub4'), v: new Binary(Buffer.from([1, 2]), 4) },
      { _id: id('b'), v: new Binary(Buffer.from([2, 1])) },
      { _id: id('a'), v: new Binary(Buffer.from([1, 9])) },
    ]);
    expect((await c.find({}).sort({ v: 1 }).toArray()).map((d) => d._id)).toEqual(['a', 'b', 'sub4', 'long']);
  });

  it('when $inc and $mul mix numeric types, then the result takes the wider type', async () => {
    await c.insertOne({ _id: id(1), i: 1, l: Long.fromNumber(10), d: new Double(2), big: 2147483647 });
    await c.updateOne(
      { _id: id(1) },
      { $inc: { i: Long.fromNumber(1), l: 5, d: 1, big: 1 }, $mul: { m: new Double(3) } },
    );
    const raw = await c.findOne({ _id: id(1) }, { promoteLongs: false, promoteValues: false });
    expect(raw!.i).toBeInstanceOf(Long);
    expect(raw!.l).toBeInstanceOf(Long);
    expect(raw!.l.toString()).toBe('15');
    expect(raw!.d).toBeInstanceOf(Double);
    expect(raw!.big).toBeInstanceOf(Long); // int overflow becomes long
    expect(raw!.m).toBeInstanceOf(Double);
    expect(raw!.m.value).toBe(0);
  });

  it('when aggregation compares a missing field with null, then they differ ($eq is false)', async () => {
    await c.insertOne({ _id: id(1) });
    const [row] = await c
      .aggregate([{ $project: { eq: { $eq: ['$nope', null] }, t: { $type: '$nope' }, tn: { $type: null } } }])
      .toArray();
    expect(row).toEqual({ _id: 1, eq: false, t: 'missing', tn: 'null' });
  });

  it('when aggregation computes with Long and Double values, then arithmetic uses their numeric values', async () => {
    await c.insertMany([{ _id: id(1), a: Long.fromNumber(5), b: new Double(2) }, { _id: id(2), a: Long.fromNumber(7), b: 2.5 }]);
    const [g] = await c.aggregate([{ $group: { _id: null, s: { $sum: '$a' }, avg: { $avg: '$b' } } }]).toArray();
    expect(g).toMatchObject({ s: 12, avg: 2.25 });
    const rows = await c.aggregate([{ $sort: { _id: 1 } }, { $project: { x: { $add: ['$a', '$b'] } } }]).toArray();
    expect(rows.map((r) => r.x)).toEqual([7, 9.5]);
  });

  it('when a pipeline update changes one field, then the other fields keep their BSON types', async () => {
    await c.insertOne({ _id: id(1), l: Long.fromString('9007199254740993'), d: new Double(4), n: 1 });
    await c.updateOne({ _id: id(1) }, [{ $set: { n: { $add: ['$n', 1] } } }]);
    const raw = await c.findOne({ _id: id(1) }, { promoteLongs: false, promoteValues: false });
    expect(raw!.l.toString()).toBe('9007199254740993');
    expect(raw!.d).toBeInstanceOf(Double);
    expect(raw!.n.valueOf()).toBe(2);
  });
});
