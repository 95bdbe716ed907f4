// BSON value helpers: canonical keys for equality/index lookups and MongoDB's cross-type ordering.
import type { Doc } from '../errors';
import { setOwn } from '../field-names';

type Bsonish = { _bsontype?: string; toHexString?: () => string; toString(): string };

function bsonType(v: unknown): string | undefined {
  return v !== null && typeof v === 'object' ? (v as Bsonish)._bsontype : undefined;
}

/** True for numbers and the BSON numeric wrapper types. */
export function isNumeric(v: unknown): boolean {
  if (typeof v === 'number' || typeof v === 'bigint') return true;
  const t = bsonType(v);
  return t === 'Long' || t === 'Int32' || t === 'Double' || t === 'Decimal128';
}

/** Numeric value of a number or BSON numeric wrapper. */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  const t = bsonType(v);
  if (t === 'Long') return (v as { toNumber(): number }).toNumber();
  if (t === 'Decimal128') return Number((v as Bsonish).toString());
  return Number((v as { valueOf(): unknown }).valueOf());
}

/** True for a plain (sub)document, excluding arrays, dates and BSON wrapper values. */
export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Date || v instanceof RegExp) return false;
  if (bsonType(v) !== undefined || v instanceof Uint8Array) return false;
  return true;
}

/** MongoDB's canonical sort order of BSON types. */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 1;
  if (isNumeric(v)) return 2;
  if (typeof v === 'string') return 3;
  if (Array.isArray(v)) return 5;
  if (typeof v === 'boolean') return 8;
  if (v instanceof Date) return 9;
  if (v instanceof RegExp) return 11;
  switch (bsonType(v)) {
    case 'MinKey': return 0;
    case 'MaxKey': return 100;
    case 'Binary': return 6;
    case 'ObjectId': return 7;
    case 'Timestamp': return 10;
    case 'BSONRegExp': return 11;
    case 'BSONSymbol': return 3;
    case 'Code': return 12;
    case undefined: return v instanceof Uint8Array ? 6 : 4;
    default: return 4;
  }
}

/** A string that is equal for two values exactly when MongoDB considers them equal. */
export function keyOf(v: unknown): string {
  const rank = typeRank(v);
  switch (rank) {
    case 1: return 'N';
    case 2: { const n = toNumber(v); return 'n' + (n === 0 ? 0 : n); }
    case 3: return 's' + JSON.stringify(String(v));
    case 5: return '[' + (v as unknown[]).map(keyOf).join(',') + ']';
    case 8: return v ? 'T' : 'F';
    case 9: return 'd' + (v as Date).getTime();
    case 7: return 'o' + (v as Bsonish).toHexString!();
    case 4: return '{' + Object.entries(v as Doc).map(([k, x]) => JSON.stringify(k) + ':' + keyOf(x)).join(',') + '}';
    case 6: {
      const b = v as { sub_type?: number; buffer?: unknown };
      const bytes = b.buffer instanceof Uint8Array ? b.buffer : (v as Uint8Array);
      return 'x' + (b.sub_type ?? 0) + Buffer.from(bytes).toString('base64');
    }
    default: return rank + ':' + String(v instanceof RegExp ? v.toString() : (v as Bsonish).toString());
  }
}

const cmp = <T>(x: T, y: T): number => (x < y ? -1 : x > y ? 1 : 0);

function bytesOf(v: unknown): { bytes: Uint8Array; subType: number } {
  const b = v as { sub_type?: number; buffer?: Uint8Array; position?: number };
  if (b.buffer instanceof Uint8Array) return { bytes: b.buffer.subarray(0, b.position ?? b.buffer.length), subType: b.sub_type ?? 0 };
  return { bytes: v as Uint8Array, subType: 0 };
}

/** MongoDB orders binData by length, then subtype, then bytes. */
function compareBinary(a: unknown, b: unknown): number {
  const x = bytesOf(a), y = bytesOf(b);
  return cmp(x.bytes.length, y.bytes.length) || cmp(x.subType, y.subType) || Buffer.compare(x.bytes, y.bytes);
}

function compareNumbers(a: unknown, b: unknown): number {
  if (bsonType(a) === 'Long' && bsonType(b) === 'Long') return (a as { compare(o: unknown): number }).compare(b);
  const x = toNumber(a), y = toNumber(b);
  // NaN sorts below every other number in MongoDB.
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
  return cmp(x, y);
}

function regexParts(v: unknown): [string, string] {
  if (v instanceof RegExp) return [v.source, v.flags];
  const r = v as { pattern: string; options: string };
  return [r.pattern, r.options];
}

function compareScalars(a: unknown, b: unknown, rank: number): number {
  switch (rank) {
    case 2: return compareNumbers(a, b);
    case 3: return cmp(String(a), String(b));
    case 6: return compareBinary(a, b);
    case 7: return cmp((a as Bsonish).toHexString!(), (b as Bsonish).toHexString!());
    case 10: { const x = a as { t: number; i: number }, y = b as { t: number; i: number }; return cmp(x.t, y.t) || cmp(x.i, y.i); }
    case 11: { const [ps, fs] = regexParts(a), [qs, gs] = regexParts(b); return cmp(ps, qs) || cmp(fs, gs); }
    case 12: return cmp(String((a as { code: unknown }).code), String((b as { code: unknown }).code));
    case 8: return Number(a) - Number(b);
    case 9: return cmp((a as Date).getTime(), (b as Date).getTime());
    default: return 0;
  }
}

/** Compares two values in MongoDB's order (type rank first, then value). */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a), rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 5) {
    const x = a as unknown[], y = b as unknown[];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = compareValues(x[i], y[i]);
      if (c !== 0) return c;
    }
    return x.length - y.length;
  }
  if (ra === 4) {
    // Documents compare field by field: the value's type, then the field name, then the value.
    const x = Object.entries(a as Doc), y = Object.entries(b as Doc);
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = typeRank(x[i][1]) - typeRank(y[i][1]) || cmp(x[i][0], y[i][0]) || compareValues(x[i][1], y[i][1]);
      if (c !== 0) return c;
    }
    return x.length - y.length;
  }
  return compareScalars(a, b, ra);
}

/** Deep copy of documents and arrays; BSON values are immutable here and shared. */
export function clone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clone) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k of Object.keys(v)) setOwn(out, k, clone(v[k]));
    return out as T;
  }
  return v;
}

/** Renders a value the way MongoDB prints it inside error messages. */
export function formatValue(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return '[ ' + v.map(formatValue).join(', ') + ' ]';
  const t = bsonType(v);
  if (t === 'ObjectId') return `ObjectId('${(v as Bsonish).toHexString!()}')`;
  if (isPlainObject(v)) return '{ ' + Object.entries(v).map(([k, x]) => `${k}: ${formatValue(x)}`).join(', ') + ' }';
  return String(v);
}

export type NumberKind = 'int' | 'long' | 'double' | 'decimal';

/** The BSON numeric type a value is stored as (integers that fit 32 bits are int, other JS numbers double). */
export function numberKind(v: unknown): NumberKind {
  if (typeof v === 'number') return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 'int' : 'double';
  switch (bsonType(v)) {
    case 'Long': return 'long';
    case 'Decimal128': return 'decimal';
    case 'Int32': return 'int';
    default: return 'double';
  }
}
