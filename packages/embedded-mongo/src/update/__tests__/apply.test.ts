import { Timestamp } from 'bson';
import { MongoError } from '../../errors';
import { applyUpdate } from '../apply';
import { buildUpsert } from '../upsert';

const run = (
  doc: Record<string, unknown>,
  update: Record<string, unknown>,
  arrayFilters?: Record<string, unknown>[],
) => applyUpdate(doc, update, { filter: {}, arrayFilters, isInsert: false });

describe('update applier', () => {
  it('when operators touch missing fields, then MongoDB defaults apply', () => {
    const out = run(
      { _id: 1 },
      {
        $inc: { a: 2 },
        $mul: { b: 5 },
        $min: { c: 1 },
        $push: { d: 1 },
        $addToSet: { e: 'x' },
        $pop: { f: 1 },
        $pull: { g: 1 },
      },
    );
    expect(out).toEqual({ _id: 1, a: 2, b: 0, c: 1, d: [1], e: ['x'] });
  });

  it('when the input is updated, then the original object is left untouched', () => {
    const doc = { _id: 1, nested: { list: [1, 2] } };
    run(doc, { $push: { 'nested.list': 3 }, $set: { 'nested.x': 1 } });
    expect(doc).toEqual({ _id: 1, nested: { list: [1, 2] } });
  });

  it('when $rename moves into a nested path and $unset hits an array element, then shapes match MongoDB', () => {
    expect(run({ _id: 1, a: 1, arr: [1, 2, 3] }, { $rename: { a: 'b.c' }, $unset: { 'arr.1': '' } })).toEqual(
      { _id: 1, arr: [1, null, 3], b: { c: 1 } },
    );
  });

  it('when $set targets an index past the end of an array, then it pads with nulls', () => {
    expect(run({ _id: 1, a: [1] }, { $set: { 'a.3': 4 } })).toEqual({ _id: 1, a: [1, null, null, 4] });
  });

  it('when $currentDate asks for a timestamp, then a Timestamp is stored', () => {
    expect(run({ _id: 1 }, { $currentDate: { t: { $type: 'timestamp' } } }).t).toBeInstanceOf(Timestamp);
  });

  it('when $[id] has no matching arrayFilter, then it fails with BadValue', () => {
    expect(() => run({ _id: 1, a: [1] }, { $set: { 'a.$[x]': 2 } })).toThrow(MongoError);
  });

  it('when an operator is unknown or mixed with fields, then FailedToParse (9) is thrown', () => {
    expect(() => run({ _id: 1 }, { $bogus: { a: 1 } })).toThrow(expect.objectContaining({ code: 9 }));
    expect(() => run({ _id: 1 }, { $set: { a: 1 }, b: 2 })).toThrow(expect.objectContaining({ code: 9 }));
  });

  it('when parent and child paths are both updated, then ConflictingUpdateOperators (40) is thrown', () => {
    expect(() => run({ _id: 1 }, { $set: { a: 1, 'a.b': 2 } })).toThrow(
      expect.objectContaining({ code: 40 }),
    );
  });

  it('when an upsert document is built, then equality clauses, operators, $setOnInsert and _id combine', () => {
    const doc = buildUpsert(
      { $and: [{ a: 1 }, { 'b.c': { $eq: 2 } }], d: { $gt: 1 }, e: /x/ },
      { $set: { f: 3 }, $setOnInsert: { g: 4 } },
    );
    expect(doc).toMatchObject({ a: 1, b: { c: 2 }, f: 3, g: 4 });
    expect(Object.keys(doc)[0]).toBe('_id');
    expect(doc).not.toHaveProperty('d');
    expect(doc).not.toHaveProperty('e');
  });
});
