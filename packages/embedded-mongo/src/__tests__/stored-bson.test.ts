// Documents kept as BSON (storage/documents.ts), replies built from those bytes (raw-bson.ts) and find's point
// lookup path (point-lookup.ts): each must give what the decoded path gives (issue 42, memory and lookups).
import { Decimal128, deserialize, Double, Long, ObjectId, serialize } from 'bson';
import { decodeDocument } from '../bson-values';
import type { Doc } from '../errors';
import { cursorReplyMessage } from '../raw-bson';
import { runFind } from '../query';
import { Documents } from '../storage/documents';
import { Store } from '../storage/store';
import { OP_MSG } from '../wire/framing';
import { encodeOpMsg } from '../wire/op-msg';

const TYPED: Doc = {
  _id: new ObjectId('0123456789abcdef01234567'),
  n: Long.fromNumber(5),
  d: new Double(2),
  m: Decimal128.fromString('1.5'),
  at: new Date(0),
  nested: { list: [1, 'two', { three: 3 }] },
};

describe('documents kept as BSON', () => {
  it('when a document is stored and read, then it keeps every value and type, and each read is a new copy', () => {
    const docs = new Documents();
    docs.set('k', TYPED);
    const a = docs.get('k')!;
    expect(serialize(a)).toEqual(serialize(TYPED));
    a.nested = 'changed';
    expect(docs.get('k')!.nested).toEqual({ list: [1, 'two', { three: 3 }] });
  });

  it('when a batch of stored documents is replied, then the message equals the one bson encodes from them', () => {
    const raws = [serialize(TYPED), serialize({ _id: 2, s: 'é' })];
    const reply = (batch: Doc[]) => ({
      cursor: { firstBatch: batch, id: Long.fromNumber(7), ns: 'db.c' },
      ok: 1,
    });
    const expected = encodeOpMsg(3, 4, reply(raws.map((r) => decodeDocument(r))));
    const header = { requestId: 3, responseTo: 4, opCode: OP_MSG };
    expect(cursorReplyMessage(header, 'firstBatch', raws, Long.fromNumber(7), 'db.c', 1)).toEqual(expected);
    const empty = cursorReplyMessage(header, 'nextBatch', [], Long.ZERO, 'db.c', 1);
    expect(deserialize(empty.subarray(21))).toEqual({ cursor: { nextBatch: [], id: 0, ns: 'db.c' }, ok: 1 });
  });
});

describe('find by one equality (point lookup)', () => {
  const store = new Store();
  const coll = store.ensureCollection('db', 'c');
  store.createIndex(coll, { v: 2, key: { email: 1 }, name: 'email_1', unique: true });
  store.createIndex(coll, {
    v: 2,
    key: { name: 1 },
    name: 'name_1',
    unique: true,
    collation: { locale: 'en', strength: 2 },
  });
  store.insert(coll, { _id: 1, email: 'a@x', name: 'Ada' });
  store.insert(coll, { _id: 2, email: ['b@x', 'c@x'], name: 'Bea' });

  it('when _id is asked as another numeric type, then the equal number matches as in MongoDB', () => {
    expect(runFind(coll, { filter: { _id: Long.fromNumber(1) } }).map((d) => d._id)).toEqual([1]);
    expect(runFind(coll, { filter: { _id: 1.5 } })).toEqual([]);
  });

  it('when a unique index holds an array, then an element of it matches as in MongoDB', () => {
    expect(runFind(coll, { filter: { email: 'c@x' } }).map((d) => d._id)).toEqual([2]);
    expect(runFind(coll, { filter: { email: 'a@x' } }).map((d) => d._id)).toEqual([1]);
  });

  it('when the unique index is case-insensitive, then the query still compares binary as MongoDB does', () => {
    expect(runFind(coll, { filter: { name: 'ada' } })).toEqual([]);
    expect(runFind(coll, { filter: { name: 'Ada' } }).map((d) => d._id)).toEqual([1]);
  });
});

describe('documents packed in chunks', () => {
  it('when documents are replaced and deleted past the compaction point, then every one left reads back in order', () => {
    const docs = new Documents();
    const pad = 'x'.repeat(2000);
    for (let i = 0; i < 1000; i++) docs.set(String(i), { _id: i, v: 0, pad });
    const before = docs.raw('5');
    // ~24 MB of garbage: several compactions.
    for (let round = 1; round <= 12; round++)
      for (let i = 0; i < 1000; i++) if (i % 10) docs.set(String(i), { _id: i, v: round, pad });
    for (let i = 0; i < 1000; i += 2) docs.delete(String(i));
    docs.set('big', { _id: 'big', pad: 'y'.repeat(300_000) });
    expect(docs.size).toBe(501);
    expect(Array.from(docs.keys()).slice(0, 3)).toEqual(['1', '3', '5']);
    expect(docs.get('9')).toEqual({ _id: 9, v: 12, pad });
    expect(docs.get('11')).toEqual({ _id: 11, v: 12, pad });
    expect(docs.get('10')).toBeUndefined();
    expect((docs.get('big')!.pad as string).length).toBe(300_000);
    // A view handed out before keeps the bytes it had.
    expect(decodeDocument(before!)).toEqual({ _id: 5, v: 0, pad });
  });
});
