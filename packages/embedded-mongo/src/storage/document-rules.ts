// The rules every stored document obeys: a valid _id and at most 16 MB of BSON.
import { calculateObjectSize } from 'bson';
import { MongoError, type Doc } from '../errors';
import { isDbRefDocument, isPlainObject } from './values';

/** MongoDB's largest document (maxBsonObjectSize in the handshake). */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

function hasDollarField(v: unknown): string | undefined {
  if (Array.isArray(v))
    for (const x of v) {
      const f = hasDollarField(x);
      if (f) return f;
    }
  if (!isPlainObject(v)) return undefined;
  const dbRef = isDbRefDocument(v);
  for (const [k, x] of Object.entries(v)) {
    if (k.startsWith('$') && !(dbRef && (k === '$ref' || k === '$id' || k === '$db'))) return k;
    const f = hasDollarField(x);
    if (f) return f;
  }
  return undefined;
}

/** The rules every stored document obeys: a valid _id and at most 16 MB of BSON. */
export function checkIdAndSize(doc: Doc, op: 'insert' | 'update'): void {
  const id = doc._id;
  if (Array.isArray(id)) throw new MongoError('BadValue', `The '_id' value cannot be of type array`, {}, 53);
  if (id instanceof RegExp || (id as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp')
    throw new MongoError('BadValue', "can't use a regex for _id");
  const dollar = hasDollarField(id);
  if (dollar)
    throw new MongoError(
      'DollarPrefixedFieldName',
      `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`,
      {},
      52,
    );
  const size = calculateObjectSize(doc);
  if (size > MAX_DOCUMENT_BYTES) {
    const message =
      op === 'insert'
        ? `object to insert too large. size in bytes: ${size}, max size: ${MAX_DOCUMENT_BYTES}`
        : `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`;
    throw new MongoError('BSONObjectTooLarge', message, {}, 10334);
  }
}
