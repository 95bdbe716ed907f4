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

/** The matching documents (at most one), or undefined when the query is not a point lookup. */
export function pointLookup(coll: Collection, spec: FindSpec): Doc[] | undefined {
  if (!empty(spec.sort) || !empty(spec.projection) || spec.skip || spec.collation || spec.hint !== undefined)
    return undefined;
  const filter = spec.filter;
  if (!isPlainObject(filter)) return undefined;
  const fields = Object.keys(filter);
  if (fields.length !== 1) return undefined;
  const field = fields[0];
  const value = filter[field];
  if (field.startsWith('$') || field.includes('.') || !isPointValue(value)) return undefined;
  if (field === '_id') {
    const doc = coll.docs.get(keyOf(value));
    return doc ? [doc] : [];
  }
  const index = coll.uniqueIndexOn(field);
  if (!index) return undefined;
  const ids = index.lookup([value]);
  if (ids.length !== 1) return ids.length ? undefined : [];
  const doc = coll.docs.get(ids[0]);
  if (!doc) return [];
  // An array holding the value is indexed under it too: anything but the plain equal value takes the general path.
  return keyOf(doc[field]) === keyOf(value) ? [doc] : undefined;
}
