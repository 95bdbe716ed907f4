// Decoding that keeps BSON numeric types: a Long stays a Long and a double holding an integer stays a Double,
// so what a client stores is what it reads back. Int32 and fractional doubles become plain JS numbers, which
// the rest of the server (and mingo) handle natively; `numberKind` tells int from double by value.
import { deserialize, type DBRef, Double } from 'bson';
import type { Doc } from './errors';
import { setOwn } from './field-names';

const OPTIONS = { promoteValues: false, promoteBuffers: false, validation: { utf8: false } } as const;

/**
 * The bson library decodes `{ $ref, $id, $db }` sub-documents as DBRef objects; MongoDB stores them as ordinary
 * sub-documents, so `ref.$id` is a path like any other. They are kept as such (and encode back to the same bytes).
 */
function plainDbRef(r: DBRef): Doc {
  const out: Doc = { $ref: r.collection, $id: normalizeValue(r.oid) };
  if (r.db) out.$db = r.db;
  for (const [k, x] of Object.entries(r.fields ?? {})) setOwn(out, k, normalizeValue(x));
  return out;
}

function normalizeValue(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  const type = (v as { _bsontype?: string })._bsontype;
  if (type === 'Int32') return (v as { value: number }).value;
  if (type === 'Double') {
    const n = (v as Double).value;
    return Number.isInteger(n) || Object.is(n, -0) ? v : n;
  }
  if (type === 'DBRef') return plainDbRef(v as DBRef);
  if (type !== undefined) return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = normalizeValue(v[i]);
    return v;
  }
  if (v instanceof Date || v instanceof RegExp || v instanceof Uint8Array) return v;
  const o = v as Doc;
  for (const k of Object.keys(o)) {
    const x = o[k];
    if (x !== null && typeof x === 'object') {
      const y = normalizeValue(x);
      if (y !== x) o[k] = y;
    }
  }
  return o;
}

/** Deserializes one BSON document with the server's type rules (see the file comment). */
export function decodeDocument(bytes: Uint8Array): Doc {
  return normalizeValue(deserialize(bytes, OPTIONS)) as Doc;
}

/**
 * A deep copy with every BSON numeric wrapper (Long, Double, Int32, Decimal128) as a JS number, for mingo's
 * expression operators, which only compute with JS numbers. Precision beyond 2^53 and of decimals is lost there.
 */
export function plainNumbers(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  const type = (v as { _bsontype?: string })._bsontype;
  if (type === 'Long') return (v as { toNumber(): number }).toNumber();
  if (type === 'Double' || type === 'Int32') return (v as { value: number }).value;
  if (type === 'Decimal128') return Number((v as { toString(): string }).toString());
  if (type !== undefined || v instanceof Date || v instanceof RegExp || v instanceof Uint8Array) return v;
  if (Array.isArray(v)) return v.map(plainNumbers);
  const out: Doc = {};
  for (const k of Object.keys(v)) setOwn(out, k, plainNumbers((v as Doc)[k]));
  return out;
}

const isWrapped = (v: unknown): boolean => {
  const t = (v as { _bsontype?: string } | null)?._bsontype;
  return t === 'Long' || t === 'Double' || t === 'Decimal128';
};

/** Puts back the original typed number wherever a computed document still holds the same value. */
export function restoreTypes(original: unknown, result: unknown): unknown {
  if (isWrapped(original)) {
    const value = plainNumbers(result);
    return typeof value === 'number' && value === plainNumbers(original) ? original : result;
  }
  if (Array.isArray(original) && Array.isArray(result)) {
    return result.map((r, i) => (i < original.length ? restoreTypes(original[i], r) : r));
  }
  if (
    original &&
    result &&
    typeof original === 'object' &&
    typeof result === 'object' &&
    !Array.isArray(result) &&
    (result as { _bsontype?: string })._bsontype === undefined &&
    !(result instanceof Date)
  ) {
    for (const k of Object.keys(result)) {
      if (Object.hasOwn(original, k))
        setOwn(result as Doc, k, restoreTypes((original as Doc)[k], (result as Doc)[k]));
    }
  }
  return result;
}
