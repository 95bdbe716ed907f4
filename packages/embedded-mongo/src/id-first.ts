// MongoDB returns `_id` as the first field of projected documents.
import type { Doc } from './errors';
import { setOwn } from './field-names';

/** The document with `_id` moved to the front (the same object when it already is). */
export function idFirst(doc: Doc): Doc {
  if (doc === null || typeof doc !== 'object' || !Object.hasOwn(doc, '_id') || Object.keys(doc)[0] === '_id')
    return doc;
  const out: Doc = { _id: doc._id };
  for (const k of Object.keys(doc)) if (k !== '_id') setOwn(out, k, doc[k]);
  return out;
}

/** A projected document in MongoDB's field order: _id, fields kept from the input (input order), computed fields. */
export function inputOrder(input: Doc | undefined, out: Doc): Doc {
  if (!input || out === null || typeof out !== 'object') return idFirst(out);
  const result: Doc = {};
  if (Object.hasOwn(out, '_id')) result._id = out._id;
  for (const k of Object.keys(input)) if (k !== '_id' && Object.hasOwn(out, k)) setOwn(result, k, out[k]);
  for (const k of Object.keys(out)) if (!Object.hasOwn(result, k)) setOwn(result, k, out[k]);
  return result;
}
