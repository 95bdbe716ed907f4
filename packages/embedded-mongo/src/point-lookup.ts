// find's short path for a point lookup (`{ _id: v }` or `{ field: v }` on a unique index, v a plain scalar, no
// sort, projection, skip, collation or hint): the document comes straight from the _id map or the index, without
// compiling a query or planning. Such a filter needs no validation (field names were checked with the request),
// and an equal key is a match: keyOf is the planner's own equality (1, 1.0 and Long 1 share a key, as they match).
import type { Doc } from './errors';
import type { FindSpec } from './query';
import type { Collection } from './storage/collection';
import { isPlainObject, keyOf } from './storage/values';

function isPointValue(v: unknown): boolean {
  if (typeof v === 'string') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (v instanceof Date) return true;
  return (v as { _bsontype?: string } | null)?._bsontype === 'ObjectId';
}

const empty = (d: unknown) => d === undefined || (isPlainObject(d) && Object.keys(d).length === 0);

/**
 * The matching documents (at most one), or undefined when the query is not a point lookup; `ids` receives the
 * found document's _id key.
 */
export function pointLookup(coll: Collection, spec: FindSpec, ids?: string[]): Doc[] | undefined {
  if (!empty(spec.sort) || !empty(spec.projection) || spec.skip || spec.collation || spec.hint !== undefined)
    return undefined;
  const filter = spec.filter;
  if (!isPlainObject(filter)) return undefined;
  const fields = Object.keys(filter);
  if (fields.length !== 1) return undefined;
  const field = fields[0];
  const value = filter[field];
  if (field.startsWith('$') || field.includes('.') || !isPointValue(value)) return undefined;
  if (field === '_id') return found(coll, keyOf(value), ids);
  const index = coll.uniqueIndexOn(field);
  if (!index) return undefined;
  const hits = index.lookup([value]);
  if (hits.length !== 1) return hits.length ? undefined : [];
  // Once a document held an array there (multikey), an element may be what was found: the general path decides.
  return index.multikey ? undefined : found(coll, hits[0], ids);
}

function found(coll: Collection, id: string, ids?: string[]): Doc[] {
  const doc = coll.docs.get(id);
  if (doc) ids?.push(id);
  return doc ? [doc] : [];
}
