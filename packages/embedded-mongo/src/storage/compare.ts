// MongoDB's comparison order of BSON values (manual: "Comparison/Sort Order"), optionally with a collation for strings.
import type { Doc } from '../errors';
import { bsonType, toNumber, typeRank, type StringOrder } from './values';

type Bsonish = { toHexString?: () => string };

const cmp = <T>(x: T, y: T): number => (x < y ? -1 : x > y ? 1 : 0);

function bytesOf(v: unknown): { bytes: Uint8Array; subType: number } {
  const b = v as { sub_type?: number; buffer?: Uint8Array; position?: number };
  if (b.buffer instanceof Uint8Array)
    return { bytes: b.buffer.subarray(0, b.position ?? b.buffer.length), subType: b.sub_type ?? 0 };
  return { bytes: v as Uint8Array, subType: 0 };
}

/** MongoDB orders binData by length, then subtype, then bytes. */
function compareBinary(a: unknown, b: unknown): number {
  const x = bytesOf(a),
    y = bytesOf(b);
  return cmp(x.bytes.length, y.bytes.length) || cmp(x.subType, y.subType) || Buffer.compare(x.bytes, y.bytes);
}

function compareNumbers(a: unknown, b: unknown): number {
  if (bsonType(a) === 'Long' && bsonType(b) === 'Long')
    return (a as { compare(o: unknown): number }).compare(b);
  const x = toNumber(a),
    y = toNumber(b);
  // NaN sorts below every other number in MongoDB.
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
  return cmp(x, y);
}

function regexParts(v: unknown): [string, string] {
  if (v instanceof RegExp) return [v.source, v.flags];
  const r = v as { pattern: string; options: string };
  return [r.pattern, r.options];
}

function compareScalars(a: unknown, b: unknown, rank: number, coll?: StringOrder): number {
  switch (rank) {
    case 2:
      return compareNumbers(a, b);
    case 3:
      return coll ? coll.compare(String(a), String(b)) : cmp(String(a), String(b));
    case 6:
      return compareBinary(a, b);
    case 7:
      return cmp((a as Bsonish).toHexString!(), (b as Bsonish).toHexString!());
    case 10: {
      const x = a as { t: number; i: number },
        y = b as { t: number; i: number };
      return cmp(x.t, y.t) || cmp(x.i, y.i);
    }
    case 11: {
      const [ps, fs] = regexParts(a),
        [qs, gs] = regexParts(b);
      return cmp(ps, qs) || cmp(fs, gs);
    }
    case 12:
      return cmp(String((a as { code: unknown }).code), String((b as { code: unknown }).code));
    case 8:
      return Number(a) - Number(b);
    case 9:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    default:
      return 0;
  }
}

/** Compares two values in MongoDB's order (type rank first, then value). */
export function compareValues(a: unknown, b: unknown, coll?: StringOrder): number {
  const ra = typeRank(a),
    rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 5) {
    const x = a as unknown[],
      y = b as unknown[];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = compareValues(x[i], y[i], coll);
      if (c !== 0) return c;
    }
    return x.length - y.length;
  }
  if (ra === 4) {
    // Documents compare field by field: the value's type, then the field name, then the value.
    const x = Object.entries(a as Doc),
      y = Object.entries(b as Doc);
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c =
        typeRank(x[i][1]) - typeRank(y[i][1]) ||
        cmp(x[i][0], y[i][0]) ||
        compareValues(x[i][1], y[i][1], coll);
      if (c !== 0) return c;
    }
    return x.length - y.length;
  }
  return compareScalars(a, b, ra, coll);
}
