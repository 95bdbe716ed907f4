// Runs find-style queries: index choice (equality or sort order), mingo filtering, sort, skip, limit, projection.
import { Query } from './mingo';
import { compileSort, sortDocs } from './sort';
import { pointLookup } from './point-lookup';
import { project } from './projection';
import { resolveHint, type Hint } from './hint';
import { MongoError } from './errors';
import { parseCollation } from './collation';
import type { Doc } from './errors';
import { checkProjectionFieldNames } from './field-names';
import type { Collection, Plan } from './storage/collection';
import { isPlainObject, toNumber } from './storage/values';

export interface FindSpec {
  filter?: Doc;
  sort?: Doc;
  projection?: Doc;
  skip?: number;
  limit?: number;
  collation?: Doc;
  hint?: unknown;
  /** The command's `let` variables (`$$name` in `$expr`). */
  variables?: Doc;
}

export interface QueryPlan {
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  indexName?: string;
  keyPattern?: Doc;
  /** Documents in index order when the index also provides the sort. */
  sortedBy?: { ids: string[]; reverse: boolean };
  /** The collection's equality plan, when it was made (find reuses it rather than planning twice). */
  lookup?: Plan;
}

function sortIndex(
  coll: Collection,
  sort: Doc,
): { name: string; ids: string[]; reverse: boolean; keyPattern: Doc } | undefined {
  const fields = Object.entries(sort);
  if (!fields.length) return undefined;
  for (const index of coll.indexes.values()) {
    if (index.multikey || index.sparse || index.spec.partialFilterExpression || !index.ordered) continue;
    if (index.fields.length < fields.length) continue;
    const dirs = fields.map(([f, d], i) =>
      index.fields[i].field === f ? toNumber(d) * index.fields[i].direction : 0,
    );
    if (dirs.some((d) => d === 0)) continue;
    const forward = dirs.every((d) => d === 1);
    if (!forward && !dirs.every((d) => d === -1)) continue;
    return {
      name: index.name,
      ids: index.orderedIds(),
      reverse: !forward,
      keyPattern: index.spec.key as Doc,
    };
  }
  return undefined;
}

/** The plan a query would use; shared by find and explain. A hint decides the index, as in MongoDB. */
export function planQuery(coll: Collection, filter: Doc, sort?: Doc, hint?: Hint): QueryPlan {
  if (hint?.natural) return { stage: 'COLLSCAN' };
  if (hint?.index) {
    const bySort = sort && isPlainObject(sort) && !hint.restrictTo ? sortIndex(coll, sort) : undefined;
    return {
      stage: 'IXSCAN',
      indexName: hint.index.name,
      keyPattern: hint.index.keyPattern,
      sortedBy: bySort?.name === hint.index.name ? { ids: bySort.ids, reverse: bySort.reverse } : undefined,
    };
  }
  const eq = coll.plan(filter);
  if (eq.index === '_id_')
    return { stage: 'IDHACK', indexName: '_id_', keyPattern: eq.keyPattern, lookup: eq };
  if (eq.index) return { stage: 'IXSCAN', indexName: eq.index, keyPattern: eq.keyPattern, lookup: eq };
  const bySort = sort && isPlainObject(sort) ? sortIndex(coll, sort) : undefined;
  if (bySort)
    return {
      stage: 'IXSCAN',
      indexName: bySort.name,
      keyPattern: bySort.keyPattern,
      sortedBy: { ids: bySort.ids, reverse: bySort.reverse },
    };
  return { stage: 'COLLSCAN', lookup: eq };
}

/**
 * Executes a find and returns the full (limited) result set; `raws` receives each returned document's BSON when
 * a read by key knows it (see pointLookup), so find can reply with those bytes.
 */
export function runFind(coll: Collection | undefined, spec: FindSpec, raws?: Uint8Array[]): Doc[] {
  const filter = spec.filter ?? {};
  if (!isPlainObject(filter))
    throw new MongoError('TypeMismatch', "BSON field 'filter' is the wrong type, expected type 'object'");
  const point = coll && pointLookup(coll, spec);
  if (point) {
    if (point.raws) raws?.push(...point.raws);
    return point.docs;
  }
  const skip = Math.max(0, spec.skip ?? 0);
  const limit = spec.limit && spec.limit > 0 ? spec.limit : Infinity;
  const collation = parseCollation(spec.collation);
  // Compiled before looking at the data, so a bad operator fails even on an empty or missing collection.
  const options =
    collation || spec.variables
      ? { collation: collation?.spec as never, variables: spec.variables }
      : undefined;
  const query = new Query(filter, options);
  if (spec.sort && Object.keys(spec.sort).length) compileSort(spec.sort);
  if (spec.projection) checkProjectionFieldNames(spec.projection);
  const hint = resolveHint(coll, spec.hint);
  if (!coll) return [];
  // Index keys are binary (or the index's own collation): a collated query scans, so no case variant is missed.
  const plan = collation ? { stage: 'COLLSCAN' as const } : planQuery(coll, filter, spec.sort, hint);
  let rows: Doc[];
  if (plan.sortedBy) {
    rows = [];
    let skipped = 0;
    const { ids, reverse } = plan.sortedBy;
    for (let i = 0; i < ids.length; i++) {
      const doc = coll.docs.get(ids[reverse ? ids.length - 1 - i : i]);
      if (!doc || !query.test(doc)) continue;
      if (skipped < skip) {
        skipped++;
        continue;
      }
      rows.push(doc);
      if (rows.length >= limit) break;
    }
  } else {
    const restrict = hint?.restrictTo;
    const all = collation ? Array.from(coll.docs.values()) : coll.candidates(filter, plan.lookup).docs;
    const docs = restrict ? all.filter((d) => restrict.contains(d)) : all;
    if (spec.sort && Object.keys(spec.sort).length) {
      const sorted = sortDocs(query.find(docs).all() as Doc[], spec.sort, collation);
      rows = sorted.slice(skip, limit === Infinity ? undefined : skip + limit);
    } else {
      let cursor = query.find(docs);
      if (skip) cursor = cursor.skip(skip);
      if (limit !== Infinity) cursor = cursor.limit(limit);
      rows = cursor.all() as Doc[];
    }
  }
  return project(rows, spec.projection, filter);
}

export { project } from './projection';
