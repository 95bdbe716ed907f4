// The writing stages of aggregate: $out (replace a collection atomically) and $merge (upsert into one).
import { Aggregator } from '../mingo';
import { MongoError, type Doc } from '../errors';
import { Collection } from '../storage/collection';
import type { Store } from '../storage/store';
import { valuesAtPath } from '../storage/paths';
import { isPlainObject, keyOf } from '../storage/values';
import { asStored } from '../update/apply';
import { plainNumbers, restoreTypes } from '../bson-values';

interface Target {
  db: string;
  coll: string;
}

function targetOf(stage: string, spec: unknown, db: string): Target {
  if (typeof spec === 'string') return { db, coll: spec };
  if (isPlainObject(spec) && typeof spec.coll === 'string')
    return { db: typeof spec.db === 'string' ? spec.db : db, coll: spec.coll };
  throw new MongoError(
    'FailedToParse',
    `${stage} 'into' must be a string or an object with a 'coll' string field`,
  );
}

/** $out: the target is replaced by the results, or left exactly as it was when a result violates an index. */
export function writeOut(store: Store, db: string, spec: unknown, rows: Doc[]): void {
  const { db: targetDb, coll: name } = targetOf('$out', isPlainObject(spec) ? spec : spec, db);
  const old = store.collection(targetDb, name);
  const specs = old?.specs.slice(1) ?? [];
  const stored = rows.map(asStored);
  // Dry run on a scratch collection so a duplicate key fails before the old data is dropped.
  const scratch = new Collection(targetDb, name, old?.options);
  for (const s of specs) scratch.addIndex(s);
  for (const row of stored) scratch.insert(row);
  store.dropCollection(targetDb, name);
  const coll = store.ensureCollection(targetDb, name, old?.options);
  for (const s of specs) store.createIndex(coll, s);
  for (const row of scratch.docs.values()) store.insert(coll, row);
}

const WHEN_MATCHED = new Set(['replace', 'keepExisting', 'merge', 'fail']);
const WHEN_NOT_MATCHED = new Set(['insert', 'discard', 'fail']);

interface MergeSpec {
  target: Target;
  on: string[];
  whenMatched: string | Doc[];
  whenNotMatched: string;
  let?: Doc;
}

function parseMerge(raw: unknown, db: string): MergeSpec {
  const spec = typeof raw === 'string' ? { into: raw } : raw;
  if (!isPlainObject(spec))
    throw new MongoError('FailedToParse', '$merge requires a string or object argument');
  for (const k of Object.keys(spec)) {
    if (!['into', 'on', 'whenMatched', 'whenNotMatched', 'let'].includes(k)) {
      throw new MongoError('FailedToParse', `BSON field '$merge.${k}' is an unknown field.`, {}, 40415);
    }
  }
  const on = spec.on === undefined ? ['_id'] : Array.isArray(spec.on) ? spec.on : [spec.on];
  if (!on.length || on.some((f) => typeof f !== 'string'))
    throw new MongoError(
      'FailedToParse',
      "$merge 'on' must be a string or a non-empty array of strings",
      {},
      51134,
    );
  const whenMatched = (spec.whenMatched ?? 'merge') as string | Doc[];
  if (!Array.isArray(whenMatched) && !WHEN_MATCHED.has(whenMatched)) {
    throw new MongoError(
      'BadValue',
      `Enumeration value '${String(whenMatched)}' for field '$merge.whenMatched' is not a valid value.`,
    );
  }
  const whenNotMatched = String(spec.whenNotMatched ?? 'insert');
  if (!WHEN_NOT_MATCHED.has(whenNotMatched)) {
    throw new MongoError(
      'BadValue',
      `Enumeration value '${whenNotMatched}' for field '$merge.whenNotMatched' is not a valid value.`,
    );
  }
  if (spec.let !== undefined && !Array.isArray(whenMatched)) {
    throw new MongoError(
      'FailedToParse',
      "Cannot use 'let' variables with 'whenMatched: " + whenMatched + "' mode",
      {},
      51199,
    );
  }
  return {
    target: targetOf('$merge', spec.into, db),
    on: on as string[],
    whenMatched,
    whenNotMatched,
    let: spec.let as Doc,
  };
}

/** The key of a document's `on` fields, or an error when one is missing, null or an array (as MongoDB refuses). */
function onKey(doc: Doc, on: string[]): string {
  return on
    .map((f) => {
      const { values, multikey } = valuesAtPath(doc, f);
      if (multikey || values.length !== 1 || values[0] === undefined || values[0] === null) {
        throw new MongoError(
          'Location51132',
          "$merge write error: 'on' field cannot be missing, null, undefined or an array",
          {},
          51132,
        );
      }
      return keyOf(values[0]);
    })
    .join('|');
}

function checkOnIndex(coll: Collection | undefined, on: string[]): void {
  if (on.length === 1 && on[0] === '_id') return;
  const wanted = [...on].sort().join(',');
  const ok =
    coll &&
    [...coll.indexes.values()].some(
      (i) =>
        i.unique &&
        !i.sparse &&
        !i.spec.partialFilterExpression &&
        i.fields
          .map((f) => f.field)
          .sort()
          .join(',') === wanted,
    );
  if (!ok)
    throw new MongoError(
      'Location51183',
      'Cannot find index to verify that join fields will be unique',
      {},
      51183,
    );
}

/** $merge: each result updates its match in the target (by `on`) or is inserted, as the options say. */
export function writeMerge(store: Store, db: string, raw: unknown, rows: Doc[]): void {
  const spec = parseMerge(raw, db);
  const existing = store.collection(spec.target.db, spec.target.coll);
  checkOnIndex(existing, spec.on);
  const coll = existing ?? store.ensureCollection(spec.target.db, spec.target.coll);
  // Index the target by the `on` key once; results are matched against the state before the stage ran.
  const byKey = new Map<string, Doc>();
  for (const doc of coll.docs.values()) {
    try {
      byKey.set(onKey(doc, spec.on), doc);
    } catch {
      /* documents without the key cannot match */
    }
  }
  for (const row of rows.map(asStored)) {
    const key = onKey(row, spec.on);
    const match = byKey.get(key) && coll.docs.get(keyOf(byKey.get(key)!._id));
    if (!match) {
      if (spec.whenNotMatched === 'discard') continue;
      if (spec.whenNotMatched === 'fail') {
        throw new MongoError(
          'MergeStageNoMatchingDocument',
          '$merge could not find a matching document in the target collection for at least one document in the source collection',
          {},
          13113,
        );
      }
      byKey.set(key, store.insert(coll, row));
      continue;
    }
    let next: Doc;
    if (Array.isArray(spec.whenMatched)) {
      const variables = { ...(spec.let ?? {}), new: row };
      const computed = (new Aggregator(spec.whenMatched, { variables: plainNumbers(variables) as Doc }).run([plainNumbers(match)])[0] as Doc) ?? {};
      next = restoreTypes(match, asStored(computed)) as Doc;
    } else if (spec.whenMatched === 'keepExisting') continue;
    else if (spec.whenMatched === 'fail') {
      store.insert(coll, row); // collides with the matched document: DuplicateKey, as in MongoDB
      continue;
    } else if (spec.whenMatched === 'replace') next = { _id: match._id, ...row };
    else next = { ...match, ...row };
    if (next._id === undefined) next = { _id: match._id, ...next };
    if (keyOf(next._id) !== keyOf(match._id)) {
      throw new MongoError(
        'ImmutableField',
        '$merge failed to update the matching document, did you attempt to modify the _id or the shard key?',
        {},
        66,
      );
    }
    store.replace(coll, match, next);
    byKey.set(key, next);
  }
}
