// An index key string (storage/values.ts keyOf, fields joined by '|') read back into its values, for keys made only
// of strings, plain numbers, booleans, dates and ObjectIds. Why: an ordered scan needs each document's key values;
// reading them back from the keys the index map already holds spares a copy of every value per document (at 20,000
// learners the kept values were 58 MB of heap, more than the index maps themselves).
import { ObjectId } from 'bson';

/** True when keyOf's form of `v` reads back to an equal value with `keyValues`. */
export function isKeyReadable(v: unknown): boolean {
  if (typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (v instanceof Date) return !Number.isNaN(v.getTime());
  return (v as { _bsontype?: string } | null)?._bsontype === 'ObjectId';
}

/** The values of a key built from readable values (isKeyReadable), in field order. */
export function keyValues(key: string): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  while (at < key.length) {
    const type = key[at];
    let end: number;
    if (type === 's') {
      // A JSON string literal: up to the closing quote that no backslash escapes.
      end = at + 2;
      while (key[end] !== '"') end += key[end] === '\\' ? 2 : 1;
      end++;
      out.push(JSON.parse(key.slice(at + 1, end)));
    } else {
      end = key.indexOf('|', at);
      if (end < 0) end = key.length;
      const body = key.slice(at + 1, end);
      if (type === 'n') out.push(Number(body));
      else if (type === 'T' || type === 'F') out.push(type === 'T');
      else if (type === 'd') out.push(new Date(Number(body)));
      else if (type === 'o') out.push(ObjectId.createFromHexString(body));
      else throw new Error(`index key not readable at ${at}: ${key}`);
    }
    at = end + 1; // past the '|'
  }
  return out;
}
