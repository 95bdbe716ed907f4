// Inclusion and exclusion projections of field names (inclusion also of one dotted path per top-level field)
// are applied without mingo (projection.ts); they must give
// the same fields and values as mingo's general projection for every document shape, in MongoDB's order:
// _id first, then the document's own order (mingo puts a kept field holding a falsy value in the
// projection's order instead; MongoDB does not, see conformance/projection.test.ts).
import { Decimal128, Long, ObjectId } from 'bson';
import type { Doc } from '../errors';
import { project, projectWithMingo } from '../projection';

const DOCS: Doc[] = [
  { _id: 1, a: 1, b: 'x', c: { d: 1, e: [1, 2] }, f: null, g: [{ h: 1 }, { h: 2 }] },
  { b: 'no id', a: 0 },
  { a: undefined, _id: 'late id', z: new Date(0), c: [] },
  { _id: new ObjectId('0123456789abcdef01234567'), n: Long.fromNumber(5), m: Decimal128.fromString('1.5') },
  {},
  {
    weeks: { '2025-W10': { prepXp: 3 }, '2025-W11': { prepXp: 1 } },
    _id: 'w',
    c: { x: { y: 1, z: 2 }, d: undefined },
  },
];

const PROJECTIONS: Doc[] = [
  { a: 1 },
  { a: 1, b: 1 },
  { b: true, a: true, _id: 0 },
  { a: 1, _id: 1 },
  { c: 0 },
  { a: 0, b: false },
  { a: 0, _id: 0 },
  { _id: 0 },
  { _id: 1 },
  { missing: 1 },
  { missing: 0 },
  { a: 5 },
  { a: -1, c: 2 },
  { 'c.d': 1 },
  { 'c.e': 1 },
  { 'g.h': 1 },
  { a: 1, 'c.d': 1 },
  { 'c.x.y': 1, _id: 0 },
  { 'weeks.2025-W10': 1, a: 1 },
  { 'weeks.2025-W12': 1 },
  { 'a.b': 1 },
];

describe('direct projections', () => {
  it.each(PROJECTIONS.map((p) => [JSON.stringify(p), p]))(
    'when the projection is %s, then every document comes out as mingo projects it, _id first then in document order',
    (_name, projection) => {
      const direct = project(DOCS, projection as Doc);
      const general = projectWithMingo(DOCS, projection as Doc);
      expect(direct).toEqual(general);
      direct.forEach((out, i) => {
        const order = Object.keys(DOCS[i]).filter((k) => k !== '_id' && Object.hasOwn(out, k));
        expect(Object.keys(out)).toEqual([...(Object.hasOwn(out, '_id') ? ['_id'] : []), ...order]);
        expect(Object.keys(out).sort()).toEqual(Object.keys(general[i]).sort());
      });
    },
  );

  it('when a projection is applied, then the stored documents are left as they were', () => {
    const stored = [{ _id: 1, a: { b: 1 }, c: 2 }];
    project(stored, { a: 1 });
    project(stored, { a: 0 });
    expect(stored).toEqual([{ _id: 1, a: { b: 1 }, c: 2 }]);
  });

  it('when a document holds an own __proto__ field, then excluding another field keeps it as an own field', () => {
    const doc: Doc = { _id: 1, b: 2 };
    Object.defineProperty(doc, '__proto__', { value: { polluted: true }, enumerable: true, writable: true });
    const [out] = project([doc], { b: 0 });
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Doc).polluted).toBeUndefined();
  });

  it('when a dotted inclusion meets an array on its path, then that document is projected by mingo', () => {
    const docs: Doc[] = [
      { _id: 1, g: [{ h: 1, i: 2 }, { i: 3 }, 4] },
      { _id: 2, g: { h: 5, i: 6 } },
    ];
    expect(project(docs, { 'g.h': 1 })).toEqual([
      { _id: 1, g: [{ h: 1 }, {}] },
      { _id: 2, g: { h: 5 } },
    ]);
  });

  it('when a dotted inclusion shares its parent with another kept path, then mingo decides as before', () => {
    expect(project(DOCS, { 'c.d': 1, 'c.e': 1 })).toEqual(projectWithMingo(DOCS, { 'c.d': 1, 'c.e': 1 }));
    expect(() => project(DOCS, { c: 1, 'c.d': 1 })).toThrow();
  });

  it('when inclusion and exclusion are mixed, then the projection is refused as before', () => {
    expect(() => project(DOCS, { a: 1, b: 0 })).toThrow();
  });
});
