// Fuzz: random update documents, pipelines, filters and documents built from hostile field names go through
// the official driver; Object.prototype must stay untouched and the server must keep answering.
import { MongoNetworkError, MongoServerSelectionError, type Collection, type Document } from 'mongodb';
import { openTestDb, type TestDb } from '../../test/harness';
import { expectPristine, prototypeFingerprint, withProtoKey } from '../../test/pollution';

/** mulberry32: a small seeded generator so a failure can be replayed from the printed seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  '_bsontype',
  'isAdmin',
  'polluted',
  'a',
  '0',
  '$',
  '$[]',
  '$[e]',
];
const OPS = [
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$addToSet',
  '$pull',
  '$pop',
  '$currentDate',
  '$setOnInsert',
];
const STAGES = ['$set', '$addFields', '$project', '$unset', '$group', '$replaceWith'];

function make(seed: number) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const path = (): string => Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(HOSTILE)).join('.');
  const value = (depth = 0): unknown => {
    const k = r();
    if (k < 0.3) return Math.floor(r() * 10);
    if (k < 0.45) return pick(HOSTILE);
    if (k < 0.55) return '$' + path();
    if (k < 0.65) return [value(depth + 1)];
    if (k < 0.7) return { $each: [value(depth + 1)], $sort: { [path()]: 1 } };
    if (depth > 2) return null;
    const o: Document = {};
    for (let i = 0; i < 2; i++) {
      const key = path();
      if (key === '__proto__') withProtoKey(o, value(depth + 1));
      else o[key] = value(depth + 1);
    }
    return o;
  };
  const update = (): Document => {
    const u: Document = {};
    for (let i = 0; i < 1 + Math.floor(r() * 3); i++) {
      const op = pick(OPS);
      u[op] ??= {};
      const p = path();
      const v = op === '$rename' ? path() : op === '$currentDate' ? true : value();
      if (p === '__proto__') withProtoKey(u[op], v);
      else u[op][p] = v;
    }
    return u;
  };
  const pipeline = (): Document[] =>
    Array.from({ length: 1 + Math.floor(r() * 2) }, () => {
      const stage = pick(STAGES);
      if (stage === '$unset') return { $unset: path() };
      if (stage === '$group')
        return { $group: { _id: '$' + path(), [pick(HOSTILE.slice(1))]: { $push: '$' + path() } } };
      if (stage === '$replaceWith')
        return { $replaceWith: { $setField: { field: pick(HOSTILE), input: '$$ROOT', value: value() } } };
      return {
        [stage]: { [path()]: pick([{ $literal: value() }, '$' + path(), { $getField: pick(HOSTILE) }, 1]) },
      };
    });
  return { r, pick, path, value, update, pipeline };
}

describe('prototype pollution fuzz', () => {
  let t: TestDb;
  let c: Collection<Document>;
  const fingerprint = prototypeFingerprint();
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
  beforeAll(async () => {
    t = await openTestDb();
    c = t.db.collection('fuzz');
  });
  afterAll(() => t.close());

  it(`when 400 random hostile requests are sent (seed ${seed}), then Object.prototype is untouched and the server answers`, async () => {
    const g = make(seed);
    for (let i = 0; i < 400; i++) {
      if (i % 50 === 0) {
        await c.deleteMany({});
        await c.insertMany([
          { a: 1, arr: [1, { a: 2 }], constructor: { prototype: { a: 1 } } },
          { a: [{ a: 1 }], prototype: 3 },
        ]);
      }
      const kind = g.r();
      const filter = g.r() < 0.5 ? {} : { [g.path()]: g.value() };
      const upsert = g.r() < 0.3;
      const arrayFilters = g.r() < 0.2 ? [{ e: g.value() }] : undefined;
      let op: Promise<unknown>;
      if (kind < 0.45) op = c.updateMany(filter, g.update(), { upsert, arrayFilters });
      else if (kind < 0.6) op = c.updateOne(filter, g.pipeline(), { upsert });
      else if (kind < 0.75) op = c.aggregate(g.pipeline()).toArray();
      else if (kind < 0.85) op = c.insertOne({ v: 1, doc: g.value(1) });
      else if (kind < 0.93)
        op = c.find(filter, { projection: { [g.path()]: g.pick([1, 0, { $slice: 1 }]) } }).toArray();
      else op = c.findOneAndUpdate(filter, g.update(), { upsert, returnDocument: 'after' });
      await op.catch((err: Error) => {
        // Refusals (server errors, or the driver refusing to send) are fine; a lost connection is not.
        if (err instanceof MongoNetworkError || err instanceof MongoServerSelectionError) {
          throw new Error(`request ${i} (seed ${seed}) lost the server: ${err.message}`);
        }
      });
      expectPristine(fingerprint);
    }
    expect(await t.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const rows = await c.find({}).toArray();
    for (const row of rows) expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });
});
