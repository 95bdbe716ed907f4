// Index bookkeeping: a key holds its one id directly and a Set only while documents share it (issue 42, memory).
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
