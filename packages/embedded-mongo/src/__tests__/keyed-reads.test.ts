// Reads by key (point-lookup.ts: `_id` equal or `$in`, a unique index's equality, with or without a projection
// of field names) skip the planner and decode only the projected fields (stored-fields.ts). Each must give what
// the general path gives, reached here by wrapping the same filter in `$and` (planned the same way, filtered by
// mingo, projected after a full decode): the same documents, values, types and field order, and when the read
// hands over reply bytes, exactly the BSON of the documents it returns.
import { DBRef, Decimal128, Double, Long, ObjectId, serialize } from 'bson';
import type { Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../test/harness';
import type { Doc } from '../errors';
import { runFind, type FindSpec } from '../query';
import { selectFields, fieldSelection } from '../stored-fields';
import { Store } from '../storage/store';
import { keyOf } from '../storage/values';

const OID = new ObjectId('0123456789abcdef01234567');

const DOCS: Doc[] = [
  {
    _id: 1,
    a: 1,
    b: 'x',
    c: { d: 1, e: [1, 2], x: { y: 1, z: 2 } },
    f: null,
    g: [{ h: 1, i: 2 }, { h: 2 }, 3],
    appliedOps: Array.from({ length: 50 }, (_, i) => `op-${i}`),
  },
  { _id: 2, b: 'only b', email: 'two@x' },
  { _id: 'w', weeks: { '2025-W10': { prepXp: 3 }, '2025-W11': { prepXp: 1 } }, a: [1, 2], email: 'w@x' },
  { _id: OID, n: Long.fromNumber(5), d: new Double(2), m: Decimal128.fromString('1.5'), at: new Date(0) },
  { _id: Long.fromNumber(3), a: 'long id', c: [{ d: 1 }, { d: 2 }], ref: new DBRef('other', OID) },
  { _id: 4.5, é: 'non-ascii name', a: { b: { c: 1 } }, f: -0 },
  { _id: new Date(5), a: 5, b: { c: [1, { d: 2 }] } },
];

const PROJECTIONS: (Doc | undefined)[] = [
  undefined,
  {},
  { a: 1 },
  { a: 1, b: 1 },
  { b: true, a: true, _id: 0 },
  { _id: 1 },
  { _id: 0 },
  { appliedOps: 0 },
  { a: 0, b: false },
  { a: 0, _id: 0 },
  { missing: 1 },
  { missing: 0 },
  { é: 1 },
  { n: 1, d: 1, m: 1, at: 1, ref: 1 },
  { 'c.d': 1 },
  { 'c.e': 1 },
  { 'g.h': 1 },
  { a: 1, 'c.x.y': 1, _id: 0 },
  { 'weeks.2025-W10': 1 },
  { 'weeks.2025-W12': 1, b: 1 },
  { 'a.b': 1 },
  { 'a.b.c': 1 },
  { 'b.c': 1 },
  // Not field names: the general path's projection, reached from a read by key.
  { g: { $elemMatch: { h: 2 } } },
  { g: { $slice: 1 } },
  { x: { $literal: 1 } },
];

const FILTERS: Doc[] = [
  { _id: 1 },
  { _id: 2.0 },
  { _id: Long.fromNumber(1) },
  { _id: 'w' },
  { _id: OID },
  { _id: 3 },
  { _id: 4.5 },
  { _id: new Date(5) },
  { _id: 'absent' },
  { _id: { $in: [] } },
  { _id: { $in: ['w', 2, OID, 1, 'absent', Long.fromNumber(3), new Date(5), 4.5] } },
  { _id: { $in: [2, 2.0, 1, new Double(1), 'w', 'w'] } },
  { email: 'two@x' },
  { email: 'w@x' },
  { email: 'nobody@x' },
];

function store(): ReturnType<Store['ensureCollection']> {
  const s = new Store();
  const coll = s.ensureCollection('db', 'keyed');
  s.createIndex(coll, { v: 2, key: { email: 1 }, name: 'email_1', unique: true });
  for (const doc of DOCS) s.insert(coll, { ...doc, email: doc.email ?? `${String(doc._id)}@x` });
  return coll;
}

/** The read through the general path: the same filter inside `$and`, which pointLookup does not take. */
function general(coll: ReturnType<typeof store>, spec: FindSpec): Doc[] {
  return runFind(coll, { ...spec, filter: { $and: [spec.filter] } });
}

describe('reads by key', () => {
  const coll = store();
  const cases = FILTERS.flatMap((filter) =>
    PROJECTIONS.map((projection) => [JSON.stringify(filter), JSON.stringify(projection), filter, projection]),
  );

  it.each(cases)(
    'when the filter is %s and the projection %s, then the documents and their reply bytes are those of the general path',
    (_f, _p, filter, projection) => {
      const spec: FindSpec = { filter: filter as Doc, projection: projection as Doc | undefined };
      const raws: Uint8Array[] = [];
      const fast = runFind(coll, spec, raws);
      const slow = general(coll, spec);
      expect(fast).toStrictEqual(slow);
      // Field order and BSON types, which toStrictEqual does not fully tell apart (Double(2) vs 2, key order).
      expect(fast.map((d) => Buffer.from(serialize(d)))).toEqual(slow.map((d) => Buffer.from(serialize(d))));
      if (raws.length)
        expect(raws.map((r) => Buffer.from(r))).toEqual(fast.map((d) => Buffer.from(serialize(d))));
    },
  );

  it('when a projected read by key is answered, then the reply is built from the projected fields only', () => {
    const raws: Uint8Array[] = [];
    const [doc] = runFind(coll, { filter: { _id: { $in: [1] } }, projection: { a: 1, b: 1 } }, raws);
    expect(doc).toStrictEqual({ _id: 1, a: 1, b: 'x' });
    expect(raws).toHaveLength(1);
    expect(Buffer.from(raws[0])).toEqual(Buffer.from(serialize({ _id: 1, a: 1, b: 'x' })));
  });

  it('when a read by key has a limit, then the first documents in key order are returned', () => {
    const spec: FindSpec = { filter: { _id: { $in: ['w', 2, 1] } }, projection: { b: 1 }, limit: 2 };
    expect(runFind(coll, spec)).toStrictEqual([
      { _id: 1, b: 'x' },
      { _id: 2, b: 'only b' },
    ]);
    expect(runFind(coll, spec)).toStrictEqual(general(coll, spec));
  });

  it('when a read by key has a bad projection, then it fails as the general path does', () => {
    const spec: FindSpec = { filter: { _id: 1 }, projection: { a: 1, b: 0 } };
    expect(() => runFind(coll, spec)).toThrow();
    expect(() => general(coll, spec)).toThrow();
    const proto: FindSpec = { filter: { _id: 1 }, projection: JSON.parse('{"__proto__": 1}') as Doc };
    expect(() => runFind(coll, proto)).toThrow(/__proto__/);
  });

  it('when a stored document does not hold _id first, then a projected read still returns _id first', () => {
    const other = store();
    other.docs.set(keyOf('k'), { a: 1, _id: 'k', b: 2 });
    const raws: Uint8Array[] = [];
    expect(
      Object.keys(runFind(other, { filter: { _id: 'k' }, projection: { b: 1, a: 1 } }, raws)[0]),
    ).toEqual(['_id', 'a', 'b']);
    expect(Buffer.from(raws[0])).toEqual(Buffer.from(serialize({ _id: 'k', a: 1, b: 2 })));
  });
});

describe('selecting stored fields', () => {
  const raw = serialize({ _id: 1, a: 1, aa: 2, b: [1, 2], é: 'x' });

  it('when fields are named for inclusion, then only they and _id are taken, in stored order', () => {
    expect(Buffer.from(selectFields(raw, fieldSelection(true, true, ['b', 'a', 'zz']))!)).toEqual(
      Buffer.from(serialize({ _id: 1, a: 1, b: [1, 2] })),
    );
  });

  it('when fields are named for exclusion, then the others are taken (a name is matched whole)', () => {
    expect(Buffer.from(selectFields(raw, fieldSelection(false, false, ['a', 'é']))!)).toEqual(
      Buffer.from(serialize({ aa: 2, b: [1, 2] })),
    );
  });

  it('when an included field holds BSON undefined, then no selection is made (the projection drops it)', () => {
    // Type 0x06 (undefined) under the name "u", built by hand: bson does not write it.
    const withUndefined = Buffer.from([12, 0, 0, 0, 0x06, 0x75, 0, 0x0a, 0x76, 0, 0]);
    withUndefined.writeInt32LE(withUndefined.length, 0);
    expect(selectFields(withUndefined, fieldSelection(true, true, ['u']))).toBeUndefined();
    expect(selectFields(withUndefined, fieldSelection(true, true, ['v']))).toEqual(
      Buffer.from(serialize({ v: null })),
    );
  });
});

describe('reads by key through the driver', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
    await t.db.collection('keyed').insertMany(DOCS.map((d) => ({ ...d })) as Document[]);
  });
  afterAll(() => t.close());

  it('when a projected $in read spans several batches, then every batch holds what the general path returns', async () => {
    const coll = t.db.collection<Document>('keyed');
    const ids = DOCS.map((d) => d._id as ObjectId);
    for (const projection of [{ a: 1, b: 1 }, { appliedOps: 0 }, { 'c.d': 1 }, {}]) {
      const fast = await coll.find({ _id: { $in: ids } }, { projection, batchSize: 2 }).toArray();
      const slow = await coll.find({ $and: [{ _id: { $in: ids } }] }, { projection, batchSize: 2 }).toArray();
      expect(fast).toHaveLength(DOCS.length);
      expect(fast).toStrictEqual(slow);
    }
  });
});
