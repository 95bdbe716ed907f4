// BSON value helpers: canonical keys for equality/index lookups and MongoDB's cross-type ordering.
import type { Doc } from '../errors';
import { setOwn } from '../field-names';

type Bsonish = { _bsontype?: string; toHexString?: () => string; toString(): string };

export function bsonType(v: unknown): string | undefined {
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
  if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Date || v instanceof RegExp)
    return false;
  if (bsonType(v) !== undefined || v instanceof Uint8Array) return false;
  return true;
}

/**
 * A DBRef as MongoDB's storage rules accept it: `$ref` (a string) first, `$id` second, an optional string `$db`
 * third. These three are the only `$`-prefixed names a stored document (even an `_id`) may hold, and a query value
 * of this shape is an equality rather than a document of operators.
 */
export function isDbRefDocument(v: unknown): boolean {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return (
    keys[0] === '$ref' &&
    typeof v.$ref === 'string' &&
    keys[1] === '$id' &&
    (keys[2] !== '$db' || typeof v.$db === 'string')
  );
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
    case 'MinKey':
      return 0;
    case 'MaxKey':
      return 100;
    case 'Binary':
      return 6;
    case 'ObjectId':
      return 7;
    case 'Timestamp':
      return 10;
    case 'BSONRegExp':
      return 11;
    case 'BSONSymbol':
      return 3;
    case 'Code':
      return 12;
    case undefined:
      return v instanceof Uint8Array ? 6 : 4;
    default:
      return 4;
  }
}

/** String equality and order under a collation (see collation.ts); binary when absent. */
export interface StringOrder {
  key(s: string): string;
  compare(a: string, b: string): number;
}

/**
 * A flat copy of `prefix + body`. Why: `+` makes a cons string (a 32-byte node pointing at both parts) and bson's
 * ObjectId hex is itself a tree of them, so a key built with `+` kept five or six heap objects; every `_id` map and
 * index keeps these keys, and at 20,000 learners the trees were a quarter of the heap. `join` writes one sequential
 * string.
 */
const flat = (prefix: string, body: string): string => [prefix, body].join('');

/** A string that is equal for two values exactly when MongoDB considers them equal (always a flat string). */
export function keyOf(v: unknown, coll?: StringOrder): string {
  const rank = typeRank(v);
  switch (rank) {
    case 1:
      return 'N';
    case 2: {
      const n = toNumber(v);
      return flat('n', String(n === 0 ? 0 : n));
    }
    case 3:
      return flat('s', JSON.stringify(coll ? coll.key(String(v)) : String(v)));
    case 5:
      return flat('[', (v as unknown[]).map((x) => keyOf(x, coll)).join(',') + ']');
    case 8:
      return v ? 'T' : 'F';
    case 9:
      return flat('d', String((v as Date).getTime()));
    case 7:
      return flat('o', (v as Bsonish).toHexString!());
    case 4:
      return flat(
        '{',
        Object.entries(v as Doc)
          .map(([k, x]) => JSON.stringify(k) + ':' + keyOf(x, coll))
          .join(',') + '}',
      );
    case 6: {
      const b = v as { sub_type?: number; buffer?: unknown };
      const bytes = b.buffer instanceof Uint8Array ? b.buffer : (v as Uint8Array);
      return flat('x' + (b.sub_type ?? 0), Buffer.from(bytes).toString('base64'));
    }
    default:
      return flat(rank + ':', String(v instanceof RegExp ? v.toString() : (v as Bsonish).toString()));
  }
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
  if (isPlainObject(v))
    return (
      '{ ' +
      Object.entries(v)
        .map(([k, x]) => `${k}: ${formatValue(x)}`)
        .join(', ') +
      ' }'
    );
  return String(v);
}

export type NumberKind = 'int' | 'long' | 'double' | 'decimal';

/** The BSON numeric type a value is stored as (integers that fit 32 bits are int, other JS numbers double). */
export function numberKind(v: unknown): NumberKind {
  if (typeof v === 'number')
    return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 'int' : 'double';
  switch (bsonType(v)) {
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'Int32':
      return 'int';
    default:
      return 'double';
  }
}
