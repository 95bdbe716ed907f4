// Regression tests: no request may reach Object.prototype (or any built-in prototype) through a field path.
// `constructor` and `prototype` are ordinary field names in MongoDB and must behave as data; `__proto__` is
// either stored as data (MongoDB) or refused with BadValue (the embedded server).
import type { Collection, Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../test/harness';
import { expectPristine, prototypeFingerprint, refusedOrStored, withProtoKey } from '../../test/pollution';

const any = (d: unknown): never => d as never;

describe('prototype pollution through field paths', () => {
  let t: TestDb;
  let c: Collection<Document>;
  const fingerprint = prototypeFingerprint();
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('p');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await c.deleteMany({});
    await c.insertOne({ _id: any(1), hello: 'x', n: 1, arr: [1, 2] });
  });
  afterEach(async () => {
    expectPristine(fingerprint);
    // The server keeps answering, and documents did not grow inherited fields.
    expect(await c.findOne({ _id: any(1) }, { projection: { polluted: 1, _id: 0 } })).toEqual({});
    expect(await c.countDocuments({ polluted: { $exists: true } })).toBe(0);
  });

  const doc = (): Promise<Document | null> => c.findOne({ _id: any(1) });

  it('when $rename targets __proto__ (the reported exploit), then Object.prototype is untouched', async () => {
    await refusedOrStored(c.updateOne({}, { $rename: { hello: '__proto__.polluted' } }), async () => {
      expect((await doc())!.hello).toBeUndefined();
    });
  });

  it('when $rename targets constructor.prototype, then the value lands in a plain sub-document', async () => {
    await c.updateOne({ _id: any(1) }, { $rename: { hello: 'constructor.prototype.polluted' } });
    expect(await doc()).toEqual({ _id: 1, n: 1, arr: [1, 2], constructor: { prototype: { polluted: 'x' } } });
  });

  it('when $rename reads from constructor.prototype, then nothing is found and nothing moves', async () => {
    const r = await c.updateOne({ _id: any(1) }, { $rename: { 'constructor.prototype.toString': 'stolen' } });
    expect(r.modifiedCount).toBe(0);
    expect(await doc()).toEqual({ _id: 1, hello: 'x', n: 1, arr: [1, 2] });
  });

  it('when $set writes under __proto__, then it is refused or stored as data', async () => {
    await refusedOrStored(c.updateOne({ _id: any(1) }, { $set: { '__proto__.polluted': 1 } }), async () => {
      expect(Object.getOwnPropertyDescriptor(await doc(), '__proto__')?.value).toEqual({ polluted: 1 });
    });
  });

  it('when $set writes under constructor.prototype, then it is stored as data', async () => {
    await c.updateOne(
      { _id: any(1) },
      { $set: { 'constructor.prototype.polluted': 1, 'a.constructor.prototype.polluted': 2 } },
    );
    expect(await doc()).toMatchObject({
      constructor: { prototype: { polluted: 1 } },
      a: { constructor: { prototype: { polluted: 2 } } },
    });
  });

  it('when $set writes under toString (an inherited method name), then it is stored as data', async () => {
    await c.updateOne({ _id: any(1) }, { $set: { 'toString.polluted': 1, hasOwnProperty: 2 } });
    expect(await doc()).toMatchObject({ toString: { polluted: 1 }, hasOwnProperty: 2 });
  });

  it('when $unset names __proto__ or constructor.prototype members, then built-ins survive', async () => {
    await refusedOrStored(
      c.updateOne({ _id: any(1) }, { $unset: { '__proto__.toString': '' } }),
      () => undefined,
    );
    const r = await c.updateOne(
      { _id: any(1) },
      { $unset: { 'constructor.prototype.toString': '', 'constructor.prototype.hasOwnProperty': '' } },
    );
    expect(r.modifiedCount).toBe(0);
    expect(typeof {}.toString).toBe('function');
  });

  it('when $inc and $mul write under constructor.prototype or __proto__, then only data changes', async () => {
    await c.updateOne(
      { _id: any(1) },
      { $inc: { 'constructor.prototype.polluted': 5 }, $mul: { 'prototype.polluted': 2 } },
    );
    expect(await doc()).toMatchObject({
      constructor: { prototype: { polluted: 5 } },
      prototype: { polluted: 0 },
    });
    await refusedOrStored(
      c.updateOne({ _id: any(1) }, { $inc: { '__proto__.polluted': 1 } }),
      () => undefined,
    );
    await refusedOrStored(
      c.updateOne({ _id: any(1) }, { $mul: { '__proto__.polluted': 1 } }),
      () => undefined,
    );
  });

  it('when $min, $max and $currentDate write under constructor.prototype or __proto__, then only data changes', async () => {
    await c.updateOne(
      { _id: any(1) },
      {
        $min: { 'constructor.prototype.lo': 1 },
        $max: { 'constructor.hi': 9 },
        $currentDate: { 'prototype.at': true },
      },
    );
    const d = await doc();
    expect(d).toMatchObject({ constructor: { prototype: { lo: 1 }, hi: 9 } });
    expect(d!.prototype.at).toBeInstanceOf(Date);
    for (const op of ['$min', '$max', '$currentDate']) {
      await refusedOrStored(
        c.updateOne({ _id: any(1) }, { [op]: { '__proto__.polluted': op === '$currentDate' ? true : 1 } }),
        () => undefined,
      );
    }
  });

  it('when $push, $addToSet, $pull and $pop target constructor.prototype or __proto__, then only data changes', async () => {
    await c.updateOne(
      { _id: any(1) },
      any({ $push: { 'constructor.prototype.list': 1 }, $addToSet: { 'prototype.set': 'a' } }),
    );
    expect(await doc()).toMatchObject({
      constructor: { prototype: { list: [1] } },
      prototype: { set: ['a'] },
    });
    await c.updateOne(
      { _id: any(1) },
      any({ $pull: { 'constructor.prototype.list': 1 }, $pop: { 'prototype.set': 1 } }),
    );
    expect(await doc()).toMatchObject({ constructor: { prototype: { list: [] } }, prototype: { set: [] } });
    await refusedOrStored(
      c.updateOne({ _id: any(1) }, any({ $push: { '__proto__.polluted': 1 } })),
      () => undefined,
    );
    await refusedOrStored(
      c.updateOne({ _id: any(1) }, { $addToSet: { '__proto__.polluted': 1 } }),
      () => undefined,
    );
    await refusedOrStored(
      c.updateOne(
        { _id: any(1) },
        any({ $push: { arr: { $each: [{ b: 1 }], $sort: { '__proto__.b': 1 } } } }),
      ),
      () => undefined,
    );
  });

  it('when positional and filtered positional paths lead into constructor, then only the array element changes', async () => {
    await c.updateOne(
      { _id: any(1), arr: 1 },
      { $set: { 'arr.$': { constructor: { prototype: { polluted: 1 } } } } },
    );
    await c
      .updateOne({ _id: any(1) }, { $set: { 'arr.$[e].polluted': 2 } }, { arrayFilters: [{ e: 2 }] })
      .catch(() => undefined);
    await c
      .updateOne({ _id: any(1) }, { $set: { 'arr.$[].constructor.prototype.x': 3 } })
      .catch(() => undefined);
    expect((await doc())!.arr[0]).toMatchObject({ constructor: { prototype: { polluted: 1 } } });
  });

  it('when an upsert seeds the new document from a filter on constructor.prototype or __proto__, then the seed is data', async () => {
    const r = await c.updateOne(
      { 'constructor.prototype.polluted': 1, k: 'up' },
      { $set: { v: 1 } },
      { upsert: true },
    );
    expect(await c.findOne({ _id: r.upsertedId! })).toMatchObject({
      constructor: { prototype: { polluted: 1 } },
      k: 'up',
      v: 1,
    });
    await refusedOrStored(
      c.updateOne({ '__proto__.polluted': 1, k: 'up2' }, { $setOnInsert: { v: 1 } }, { upsert: true }),
      () => undefined,
    );
    await refusedOrStored(
      c.updateOne({ k: 'up3' }, { $setOnInsert: { '__proto__.polluted': 1 } }, { upsert: true }),
      () => undefined,
    );
    await c.deleteMany({ k: /^up/ });
  });

  it('when a document or replacement carries an own __proto__ key, then it is refused or kept as a plain field', async () => {
    await refusedOrStored(c.insertOne(withProtoKey({ _id: any(2) }, { polluted: 1 })), async () => {
      expect(Object.getOwnPropertyDescriptor(await c.findOne({ _id: any(2) }), '__proto__')?.value).toEqual({
        polluted: 1,
      });
    });
    await refusedOrStored(
      c.replaceOne({ _id: any(1) }, withProtoKey({ hello: 'y' }, { polluted: 1 })),
      () => undefined,
    );
    await refusedOrStored(
      c.insertOne({ _id: any(3), nested: withProtoKey({}, { polluted: 1 }) }),
      () => undefined,
    );
    await c.deleteMany({ _id: { $in: [any(2), any(3)] } });
    await c.replaceOne({ _id: any(1) }, { hello: 'x', n: 1, arr: [1, 2] });
  });

  it('when a document has constructor and prototype fields, then queries, sorts and indexes see the data', async () => {
    await c.insertOne({ _id: any(4), constructor: 'chef', prototype: { v: 1 } });
    expect(await c.findOne({ constructor: 'chef' })).toMatchObject({ _id: 4 });
    expect(await c.countDocuments({ constructor: { $exists: true } })).toBe(1);
    expect(await c.countDocuments({ 'prototype.v': 1 })).toBe(1);
    await c.createIndex({ constructor: 1 });
    expect(await c.distinct('constructor')).toEqual(['chef']);
    expect(await c.distinct('toString')).toEqual([]);
    await c.dropIndex('constructor_1');
    await c.deleteOne({ _id: any(4) });
  });

  it('when a find projection names __proto__ or constructor.prototype, then no prototype member is returned', async () => {
    await refusedOrStored(c.findOne({ _id: any(1) }, { projection: { '__proto__.polluted': 1 } }), (d) =>
      expect(d).toEqual({ _id: 1 }),
    );
    await refusedOrStored(c.findOne({ _id: any(1) }, { projection: { 'constructor.prototype': 1 } }), (d) =>
      expect(d).toEqual({ _id: 1 }),
    );
  });

  it('when aggregation $addFields/$set/$project write under constructor.prototype, then they are refused or write data', async () => {
    for (const stage of ['$addFields', '$set', '$project']) {
      await refusedOrStored(
        c.aggregate([{ [stage]: { 'constructor.prototype.polluted': { $literal: 1 } } }]).toArray(),
        (rows) => {
          expect(rows[0]).toMatchObject({ constructor: { prototype: { polluted: 1 } } });
        },
      );
      await refusedOrStored(
        c.aggregate([{ [stage]: { '__proto__.polluted': { $literal: 1 } } }]).toArray(),
        () => undefined,
      );
    }
    await refusedOrStored(
      c.aggregate([{ $unset: 'constructor.prototype.toString' }]).toArray(),
      () => undefined,
    );
  });

  it('when $group names an output field constructor or __proto__, then it is plain output', async () => {
    const rows = await c
      .aggregate([{ $group: { _id: null, constructor: { $sum: 1 }, toString: { $push: '$n' } } }])
      .toArray();
    expect(rows).toEqual([{ _id: null, constructor: 1, toString: [1] }]);
    await refusedOrStored(
      c.aggregate([{ $group: withProtoKey({ _id: null }, { $sum: 1 }) }]).toArray(),
      () => undefined,
    );
    await refusedOrStored(
      c.aggregate([{ $group: { _id: '$__proto__', n: { $sum: 1 } } }]).toArray(),
      () => undefined,
    );
  });

  it('when a pipeline update reads constructor through $getField and writes it back, then only plain data is stored', async () => {
    await refusedOrStored(
      c.updateOne({ _id: any(1) }, [
        { $set: { f: { $getField: 'constructor' } } },
        { $set: { 'f.prototype.polluted': 1 } },
      ]),
      () => undefined,
    );
    await refusedOrStored(
      c.updateOne({ _id: any(1) }, [{ $set: { '__proto__.polluted': 1 } }]),
      () => undefined,
    );
    // The document has no constructor field, so nothing of a prototype can be read: g is empty data at most.
    await c.updateOne({ _id: any(1) }, [
      { $set: { g: { $getField: { field: 'prototype', input: { $getField: 'constructor' } } } } },
    ]);
    expect((await doc())!.g ?? {}).toStrictEqual({});
    // $getField of a name the document lacks is missing, so $set adds nothing (never a JavaScript function).
    await c.updateOne({ _id: any(1) }, [
      { $set: { f: { $getField: 'constructor' }, h: { $getField: 'toString' } } },
    ]);
    const after = await doc();
    expect(after).not.toHaveProperty('f');
    expect(after).not.toHaveProperty('h');
    // A later operator update must not find a prototype object inside the stored document.
    await c.updateOne({ _id: any(1) }, { $set: { 'g.polluted': 1, 'f.polluted': 1 } }).catch(() => undefined);
  });

  it('when createIndexes names a __proto__ key, then it is refused or indexes data', async () => {
    await refusedOrStored(c.createIndex({ '__proto__.polluted': 1 }), () => undefined);
    await c.dropIndexes().catch(() => undefined);
  });
});
