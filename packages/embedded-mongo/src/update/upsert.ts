// Builds the document an upsert inserts: filter equalities, then the update, then _id.
import { ObjectId } from 'bson';
import type { Doc } from '../errors';
import { equalities } from '../storage/collection';
import { clone } from '../storage/values';
import { setAt } from '../update/fields';
import { applyUpdate, isReplacement } from './apply';

/** The new document for an upsert that matched nothing. */
export function buildUpsert(filter: Doc, update: Doc | Doc[], arrayFilters?: Doc[], variables?: Doc): Doc {
  const base: Doc = {};
  const replacement = !Array.isArray(update) && isReplacement(update);
  if (replacement) {
    const id = equalities(filter).get('_id');
    if (id !== undefined) base._id = clone(id);
  } else {
    for (const [path, value] of equalities(filter)) {
      // Equality on an operator-free sub-document copies it; paths under `$` are not fields.
      if (path.split('.').some((p) => p.startsWith('$'))) continue;
      setAt(base, path.split('.'), clone(value));
    }
  }
  let doc = applyUpdate(base, update, { filter, arrayFilters, isInsert: true, variables });
  if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
  else if (Object.keys(doc)[0] !== '_id') doc = { _id: doc._id, ...doc };
  return doc;
}
