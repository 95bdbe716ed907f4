// Index keys read back into values (key-values.ts): how an ordered scan reads documents' values from the index map.
import { Long, ObjectId } from 'bson';
import { isKeyReadable, keyValues } from '../key-values';
import type { Doc } from '../../errors';
import { Index } from '../index';
import { keyOf } from '../values';

const READABLE: unknown[][] = [
  ['plain'],
  ['with | bar', 'and "quotes" \\ backslash', ''],
  [-1.5e-7, 0, 42, 2 ** 60],
  [true, false],
  [new Date(0), new Date(-86_400_000)],
  [new ObjectId('0123456789abcdef01234567'), 'é ü 漢字 \u0000'],
];

describe('index key values', () => {
  it.each(READABLE)(
    'when a key is made of readable values, then it reads back to equal values (%#)',
    (...values) => {
      expect(values.every(isKeyReadable)).toBe(true);
      expect(keyValues(values.map((v) => keyOf(v)).join('|'))).toEqual(values);
    },
  );

  it('when a value would not read back equal, then it is not readable', () => {
    for (const v of [null, undefined, Long.fromNumber(1), NaN, [1], { a: 1 }, /x|y/, new Date(NaN)])
      expect(isKeyReadable(v)).toBe(false);
  });

  it('when documents of mixed kinds are indexed, then the ordered ids and ranges read their values right', () => {
    // The stored documents, which a range scan reads by id (as a collection's Documents).
    const docs = new Map<string, Doc>(
      [
        { _id: '1', a: 'x|y', b: 3 },
        { _id: '2', a: 'x|y', b: Long.fromNumber(1) },
        { _id: '3', a: 'x|y', b: 2 },
        { _id: '4', a: 'w', b: null },
      ].map((d) => [d._id, d]),
    );
    const ix = new Index({ v: 2, key: { a: 1, b: 1 }, name: 'a_1_b_1' }, (id) => docs.get(id));
    for (const [id, doc] of docs) ix.add(id, doc);
    expect(ix.orderedIds()).toEqual(['4', '2', '3', '1']);
    expect(ix.rangeLookup(['x|y'], { value: 2, inclusive: true })).toEqual(['3', '1']);
    ix.remove('3', { _id: '3', a: 'x|y', b: 2 });
    expect(ix.lookup(['x|y', 2])).toEqual([]);
    expect(ix.size).toBe(3);
  });

  it('when a one-field index holds readable and other values, then order, count and removal agree', () => {
    const ix = new Index({ v: 2, key: { a: -1 }, name: 'a_-1' });
    ix.add('1', { _id: '1', a: 'b' });
    ix.add('2', { _id: '2', a: Long.fromNumber(5) });
    ix.add('3', { _id: '3', a: 'b' });
    ix.add('4', { _id: '4' });
    ix.add('5', { _id: '5', a: 7 });
    ix.add('5', { _id: '5', a: 7 }); // the same entry again is not a second document
    expect(ix.size).toBe(5);
    expect(ix.orderedIds()).toEqual(['1', '3', '5', '2', '4']);
    ix.remove('1', { _id: '1', a: 'b' });
    ix.remove('4', { _id: '4' });
    expect(ix.size).toBe(3);
    expect(ix.orderedIds()).toEqual(['3', '5', '2']);
    ix.remove('1', { _id: '1', a: 'b' }); // already gone: nothing changes
    expect(ix.size).toBe(3);
  });
});
