// BSON type numbers and aliases, as $type (query and expression) uses them.
import { MongoError } from './errors';
import { numberKind } from './storage/values';

const ALIASES: Record<string, number> = {
  double: 1, string: 2, object: 3, array: 4, binData: 5, undefined: 6, objectId: 7, bool: 8, date: 9, null: 10,
  regex: 11, dbPointer: 12, javascript: 13, symbol: 14, javascriptWithScope: 15, int: 16, timestamp: 17, long: 18,
  decimal: 19, minKey: -1, maxKey: 127,
};
const NAMES = new Map(Object.entries(ALIASES).map(([name, code]) => [code, name]));
const NUMERIC = new Set([1, 16, 18, 19]);

/** The BSON type number of a value (undefined when the field is missing). */
export function bsonTypeCode(v: unknown): number | undefined {
  if (v === undefined) return undefined;
  if (v === null) return 10;
  switch (typeof v) {
    case 'number': return numberKind(v) === 'int' ? 16 : 1;
    case 'string': return 2;
    case 'boolean': return 8;
    case 'bigint': return 18;
  }
  if (Array.isArray(v)) return 4;
  if (v instanceof Date) return 9;
  if (v instanceof RegExp) return 11;
  if (v instanceof Uint8Array) return 5;
  switch ((v as { _bsontype?: string })._bsontype) {
    case 'Double': return 1;
    case 'Int32': return 16;
    case 'Long': return 18;
    case 'Decimal128': return 19;
    case 'ObjectId': return 7;
    case 'Binary': return 5;
    case 'Timestamp': return 17;
    case 'BSONRegExp': return 11;
    case 'MinKey': return -1;
    case 'MaxKey': return 127;
    case 'BSONSymbol': return 14;
    case 'Code': return (v as { scope?: unknown }).scope ? 15 : 13;
    default: return 3;
  }
}

/** The alias $type (aggregation) returns for a value: 'missing' when absent. */
export function bsonTypeName(v: unknown): string {
  const code = bsonTypeCode(v);
  return code === undefined ? 'missing' : NAMES.get(code)!;
}

/** A predicate for one $type operand (number, alias or 'number'); BadValue for unknown ones. */
export function typeMatcher(spec: unknown): (code: number) => boolean {
  if (spec === 'number') return (c) => NUMERIC.has(c);
  const code = typeof spec === 'string' ? ALIASES[spec] : typeof spec === 'number' || (spec as { _bsontype?: string })?._bsontype === 'Double' ? Number(spec) : undefined;
  if (code === undefined || !NAMES.has(code)) {
    throw new MongoError('BadValue', typeof spec === 'string' ? `Unknown type name alias: ${spec}` : `Invalid numerical type code: ${String(spec)}`);
  }
  return (c) => c === code;
}
