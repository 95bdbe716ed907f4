// find's short path for reads by key: `{ _id: v }`, `{ _id: { $in: [v, …] } }` or `{ field: v }` on a unique
// index, each v a plain scalar, with no sort, skip, collation or hint, and either no projection or one of field
// names (projection.ts's FieldProjection). The documents come straight from the _id map or the index, without
// compiling a query or planning. Such a filter needs no validation (field names were checked with the request),
// and an equal key is a match: keyOf is the planner's own equality (1, 1.0 and Long 1 share a key, as they
// match). A projected read decodes only the top-level fields it returns (stored-fields.ts), and when those are
// its whole answer, the reply is built from their bytes.
import { decodeDocument } from './bson-values';
import type { Doc } from './errors';
import { checkProjectionFieldNames } from './field-names';
import { applyFieldProjection, fieldProjection, projectWithMingo, type FieldProjection } from './projection';
import type { FindSpec } from './query';
import { fieldSelection, selectFields, type FieldSelection } from './stored-fields';
import type { Collection } from './storage/collection';
import { compareValues } from './storage/compare';
import { isPlainObject, keyOf } from './storage/values';

/** The planner looks up at most this many `$in` values (storage/collection.ts); longer lists scan. */
const MAX_IN_VALUES = 1000;

function isPointValue(v: unknown): boolean {
  if (typeof v === 'string') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (v instanceof Date) return true;
  return (v as { _bsontype?: string } | null)?._bsontype === 'ObjectId';
}

const empty = (d: unknown) => d === undefined || (isPlainObject(d) && Object.keys(d).length === 0);

/** The found documents, and their BSON when the reply can be built from bytes (parallel to docs). */
export interface KeyedRead {
  docs: Doc[];
  raws?: Uint8Array[];
}

/**
 * The _id keys of the documents matching a filter by key, in the order the planner visits them (values in
 * key order, each once), or undefined when the filter is not one of those (see the file comment).
 */
function matchingIds(coll: Collection, filter: Doc): string[] | undefined {
  const fields = Object.keys(filter);
  if (fields.length !== 1) return undefined;
  const field = fields[0];
  const value = filter[field];
  if (field.startsWith('$') || field.includes('.')) return undefined;
  if (!isPointValue(value)) {
    if (field !== '_id' || !isPlainObject(value) || Object.keys(value).length !== 1) return undefined;
    const list = value.$in;
    if (!Array.isArray(list) || list.length > MAX_IN_VALUES || !list.every(isPointValue)) return undefined;
    return Array.from(new Set([...list].sort((a, b) => compareValues(a, b)).map((x) => keyOf(x))));
  }
  if (field === '_id') return [keyOf(value)];
  const index = coll.uniqueIndexOn(field);
  if (!index) return undefined;
  const hits = index.lookup([value]);
  if (hits.length !== 1) return hits.length ? undefined : [];
  // Once a document held an array there (multikey), an element may be what was found: the general path decides.
  return index.multikey ? undefined : hits;
}

/** The matching documents, or undefined when the query is not a read by key. */
export function pointLookup(coll: Collection, spec: FindSpec): KeyedRead | undefined {
  if (!empty(spec.sort) || spec.skip || spec.collation || spec.hint !== undefined) return undefined;
  const filter = spec.filter;
  if (!isPlainObject(filter)) return undefined;
  const projection = empty(spec.projection) ? undefined : spec.projection;
  if (projection !== undefined && !isPlainObject(projection)) return undefined;
  const ids = matchingIds(coll, filter);
  if (!ids) return undefined;
  let shape: FieldProjection | undefined;
  if (projection) {
    checkProjectionFieldNames(projection);
    shape = fieldProjection(projection);
    if (!shape) return undefined;
  }
  const limit = spec.limit && spec.limit > 0 ? spec.limit : Infinity;
  const raws: Uint8Array[] = [];
  for (const id of ids) {
    if (raws.length >= limit) break;
    const raw = coll.docs.raw(id);
    if (raw) raws.push(raw);
  }
  if (!projection || !shape) return { docs: raws.map((raw) => decodeDocument(raw)), raws };
  return projected(raws, shape, projection, filter);
}

/** The stored documents projected, decoding only the fields the projection takes. */
function projected(stored: Uint8Array[], shape: FieldProjection, projection: Doc, filter: Doc): KeyedRead {
  const selection: FieldSelection = fieldSelection(
    shape.keepId,
    shape.include,
    shape.include ? [...shape.named, ...shape.nested.keys()] : shape.named,
  );
  // The taken fields are the whole answer unless a dotted path keeps only part of one.
  let bytesAreAnswer = shape.nested.size === 0;
  const docs: Doc[] = [];
  const raws: Uint8Array[] = [];
  for (const raw of stored) {
    const fields = selectFields(raw, selection);
    const partial = fields && decodeDocument(fields);
    const doc = partial && applyFieldProjection(shape, partial);
    if (fields && doc) {
      docs.push(doc);
      raws.push(fields);
    } else {
      docs.push(projectWithMingo([decodeDocument(raw)], projection, filter)[0]);
      bytesAreAnswer = false;
    }
  }
  return bytesAreAnswer ? { docs, raws } : { docs };
}
