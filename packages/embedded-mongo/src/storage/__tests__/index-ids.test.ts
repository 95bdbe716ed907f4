// Index bookkeeping: a key holds its one id directly, a small array while a few documents share it and a Set
// beyond 16 (issue 42, memory).
import type { Doc } from '../../errors';
import { Index } from '../index';

const index = (unique = false): Index => new Index({ v: 2, key: { k: 1 }, name: 'k_1', unique });

describe('Index ids per key', () => {
  it('when documents share a key and leave one by one, then lookups list exactly the ones left', () => {
    const ix = index();
    ix.add('a', { _id: 'a', k: 1 });
    ix.add('b', { _id: 'b', k: 1 });
    ix.add('c', { _id: 'c', k: 1 });
    expect(ix.lookup([1]).sort()).toEqual(['a', 'b', 'c']);
    ix.remove('b', { _id: 'b', k: 1 });
    ix.remove('a', { _id: 'a', k: 1 });
    expect(ix.lookup([1])).toEqual(['c']);
    ix.add('a', { _id: 'a', k: 1 });
    expect(ix.lookup([1]).sort()).toEqual(['a', 'c']);
    ix.remove('c', { _id: 'c', k: 1 });
    ix.remove('a', { _id: 'a', k: 1 });
    expect(ix.lookup([1])).toEqual([]);
    expect(ix.size).toBe(0);
  });

  it('when more than 16 documents share a key and then leave, then lookups keep insertion order throughout', () => {
    const ix = index();
    const ids = Array.from({ length: 40 }, (_, i) => `d${i}`);
    for (const id of ids) ix.add(id, { _id: id, k: 'same' });
    ix.add('d3', { _id: 'd3', k: 'same' }); // re-adding an id does not list it twice
    expect(ix.lookup(['same'])).toEqual(ids);
    for (const id of ids.slice(0, 35)) ix.remove(id, { _id: id, k: 'same' });
    expect(ix.lookup(['same'])).toEqual(ids.slice(35));
    ix.add('late', { _id: 'late', k: 'same' });
    expect(ix.lookup(['same'])).toEqual([...ids.slice(35), 'late']);
    for (const id of [...ids.slice(35), 'late']) ix.remove(id, { _id: id, k: 'same' });
    expect(ix.lookup(['same'])).toEqual([]);
    expect(ix.size).toBe(0);
  });

  it("when documents share a key string, then ordered scans still read each document's values", () => {
    const docs = new Map<string, Doc>(
      [
        { _id: 'a', k: 'x', n: 1 },
        { _id: 'b', k: 'x', n: 2 },
        { _id: 'c', k: 'w', n: 1 },
        { _id: 'd', k: 'x', n: 2 },
      ].map((d) => [d._id, d]),
    );
    const ix = new Index({ v: 2, key: { k: 1, n: -1 }, name: 'k_1_n_-1' }, (id) => docs.get(id));
    for (const [id, doc] of docs) ix.add(id, doc);
    expect(ix.orderedIds()).toEqual(['c', 'b', 'd', 'a']);
    expect(ix.rangeLookup(['x'], { value: 2, inclusive: true })).toEqual(['b', 'd']);
  });

  it('when a unique key is taken, then only another document collides and removing the id frees it', () => {
    const ix = index(true);
    ix.add('a', { _id: 'a', k: 1 });
    ix.add('a', { _id: 'a', k: 1 });
    expect(() => ix.checkUnique({ _id: 'a', k: 1 }, 'a', 'db.c')).not.toThrow();
    expect(() => ix.checkUnique({ _id: 'b', k: 1 }, 'b', 'db.c')).toThrow(/E11000/);
    ix.remove('b', { _id: 'b', k: 1 });
    expect(ix.lookup([1])).toEqual(['a']);
    ix.remove('a', { _id: 'a', k: 1 });
    expect(() => ix.checkUnique({ _id: 'b', k: 1 }, 'b', 'db.c')).not.toThrow();
  });

  it('when a one-field index orders documents, then it reads the values it keeps per document', () => {
    const ix = index();
    ix.add('x', { _id: 'x', k: 3 });
    ix.add('y', { _id: 'y', k: 1 });
    ix.add('z', { _id: 'z' });
    expect(ix.orderedIds()).toEqual(['z', 'y', 'x']);
  });
});
