// The single-statement write operations shared by update, delete and findAndModify.
import { MongoError, type Doc } from '../errors';
import { runFind } from '../query';
import type { Store } from '../storage/store';
import { keyOf } from '../storage/values';
import { applyUpdate, isReplacement, validateUpdate } from '../update/apply';
import { buildUpsert } from '../update/upsert';

export interface UpdateStatement {
  q: Doc;
  u: Doc | Doc[];
  upsert?: boolean;
  multi?: boolean;
  arrayFilters?: Doc[];
  sort?: Doc;
  collation?: Doc;
  hint?: unknown;
  variables?: Doc;
}

export interface UpdateOutcome {
  n: number;
  nModified: number;
  upsertedId?: unknown;
  before?: Doc;
  after?: Doc;
}

/** Applies one update statement; each document is checked for unique conflicts before it is written. */
export function updateStatement(store: Store, db: string, name: string, st: UpdateStatement): UpdateOutcome {
  if (st.u === null || typeof st.u !== 'object')
    throw new MongoError('FailedToParse', 'Update argument must be either an object or an array');
  const replacement = !Array.isArray(st.u) && isReplacement(st.u);
  if (replacement && st.multi)
    throw new MongoError('FailedToParse', 'multi update is not supported for replacement-style update');
  const coll = store.collection(db, name);
  validateUpdate(st.u, st.arrayFilters);
  const matches = runFind(coll, {
    filter: st.q ?? {},
    sort: st.sort,
    limit: st.multi ? 0 : 1,
    collation: st.collation,
    hint: st.hint,
    variables: st.variables,
  });
  if (!matches.length) {
    if (!st.upsert) return { n: 0, nModified: 0 };
    const doc = buildUpsert(st.q ?? {}, st.u, st.arrayFilters, st.variables);
    const target = store.ensureCollection(db, name);
    const stored = store.insert(target, doc);
    return { n: 1, nModified: 0, upsertedId: stored._id, after: stored };
  }
  let nModified = 0;
  let first: { before: Doc; after: Doc } | undefined;
  for (const doc of matches) {
    const next = applyUpdate(doc, st.u, {
      filter: st.q ?? {},
      arrayFilters: st.arrayFilters,
      isInsert: false,
      variables: st.variables,
    });
    if (keyOf(next) !== keyOf(doc)) {
      store.replace(coll!, doc, next);
      nModified++;
    }
    first ??= { before: doc, after: next };
  }
  return { n: matches.length, nModified, ...first };
}

/** Deletes the matching documents (at most one when `justOne`); returns them. */
export function deleteStatement(
  store: Store,
  db: string,
  name: string,
  q: Doc,
  justOne: boolean,
  sort?: Doc,
  extra: { hint?: unknown; collation?: Doc; variables?: Doc } = {},
): Doc[] {
  const coll = store.collection(db, name);
  const matches = runFind(coll, { filter: q ?? {}, sort, limit: justOne ? 1 : 0, ...extra });
  if (!coll) return [];
  for (const doc of matches) store.remove(coll, doc);
  return matches;
}
