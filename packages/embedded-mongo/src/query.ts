// Runs find-style queries: index choice (equality or sort order), mingo filtering, sort, skip, limit, projection.
import { Query } from './mingo';
import { sortDocs } from './sort';
import { checkCollation } from './unsupported';
import type { Doc } from './errors';
import { checkProjectionFieldNames } from './field-names';
import type { Collection } from './storage/collection';
import { isPlainObject, toNumber } from './storage/values';

export interface FindSpec {
  filter?: Doc;
  sort?: Doc;
  projection?: Doc;
  skip?: number;
  limit?: number;
  collation?: Doc;
}

export interface QueryPlan {
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  indexName?: string;
  keyPattern?: Doc;
  /** Documents in index order when the index also provides the sort. */
  sortedBy?: { ids: string[]; reverse: boolean };
}

function sortIndex(coll: Collection, sort: Doc): { name: string; ids: string[]; reverse: boolean; keyPattern: Doc } | undefined {
  const fields = Object.entries(sort);
  if (!fields.length) return undefined;
  for (const index of coll.indexes.values()) {
    if (index.multikey || index.sparse || index.spec.partialFilterExpression || !index.ordered) continue;
    if (index.fields.length < fields.length) continue;
    const dirs = fields.map(([f, d], i) => (index.fields[i].field === f ? toNumber(d) * index.fields[i].direction : 0));
    if (dirs.some((d) => d === 0)) continue;
    const forward = dirs.every((d) => d === 1);
    if (!forward && !dirs.every((d) => d === -1)) continue;
    return { name: index.name, ids: index.orderedIds(), reverse: !forward, keyPattern: index.spec.key as Doc };
  }
  return undefined;
}

/** The plan a query would use; shared by find and explain. */
export function planQuery(coll: Collection, filter: Doc, sort?: Doc): QueryPlan {
  const eq = coll.plan(filter);
  if (eq.index === '_id_') return { stage: 'IDHACK', indexName: '_id_', keyPattern: eq.keyPattern };
  if (eq.index) return { stage: 'IXSCAN', indexName: eq.index, keyPattern: eq.keyPattern };
  const bySort = sort && isPlainObject(sort) ? sortIndex(coll, sort) : undefined;
  if (bySort) return { stage: 'IXSCAN', indexName: bySort.name, keyPattern: bySort.keyPattern, sortedBy: { ids: bySort.ids, reverse: bySort.reverse } };
  return { stage: 'COLLSCAN' };
}

/** Executes a find and returns the full (limited) result set. */
export function runFind(coll: Collection | undefined, spec: FindSpec): Doc[] {
  if (!coll) return [];
  const filter = spec.filter ?? {};
  const skip = Math.max(0, spec.skip ?? 0);
  const limit = spec.limit && spec.limit > 0 ? spec.limit : Infinity;
  checkCollation(spec.collation);
  const query = new Query(filter);
  const plan = planQuery(coll, filter, spec.sort);
  let rows: Doc[];
  if (plan.sortedBy) {
    rows = [];
    let skipped = 0;
    const { ids, reverse } = plan.sortedBy;
    for (let i = 0; i < ids.length; i++) {
      const doc = coll.docs.get(ids[reverse ? ids.length - 1 - i : i]);
      if (!doc || !query.test(doc)) continue;
      if (skipped < skip) { skipped++; continue; }
      rows.push(doc);
      if (rows.length >= limit) break;
    }
  } else {
    const { docs } = coll.candidates(filter);
    if (spec.sort && Object.keys(spec.sort).length) {
      const sorted = sortDocs(query.find(docs).all() as Doc[], spec.sort);
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

/** Applies a find projection (mingo implements MongoDB's projection rules). */
export function project(rows: Doc[], projection: Doc | undefined, filter: Doc = {}): Doc[] {
  if (!projection || !Object.keys(projection).length) return rows;
  checkProjectionFieldNames(projection);
  return new Query(filter).find(rows, projection).all() as Doc[];
}
