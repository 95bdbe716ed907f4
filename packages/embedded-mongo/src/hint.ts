// `hint`: the named index must exist (MongoDB fails the query otherwise); a hinted sparse or partial index
// also limits the results to the documents it holds, exactly as an index scan would.
import { MongoError, type Doc } from './errors';
import type { Collection } from './storage/collection';
import type { Index } from './storage/index';
import { isPlainObject, keyOf } from './storage/values';

export interface Hint {
  /** Set when the hinted index holds only some documents (sparse or partial). */
  restrictTo?: Index;
  /** The index the plan must use (`{ $natural: 1 }` asks for a collection scan instead). */
  index?: { name: string; keyPattern: Doc };
  natural?: boolean;
}

function badHint(): never {
  throw new MongoError(
    'BadValue',
    'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
  );
}

/** Validates a hint against the collection's indexes (a missing collection accepts any hint, as MongoDB's EOF plan does). */
export function resolveHint(coll: Collection | undefined, hint: unknown): Hint | undefined {
  if (hint === undefined || hint === null) return undefined;
  if (typeof hint !== 'string' && !isPlainObject(hint))
    throw new MongoError('FailedToParse', 'hint must be a string or an object', {}, 9);
  if (typeof hint === 'string' && !hint) return undefined;
  if (isPlainObject(hint) && !Object.keys(hint).length) return undefined;
  if (isPlainObject(hint) && '$natural' in hint) return { natural: true };
  if (!coll) return {};
  if (hint === '_id_' || (isPlainObject(hint) && keyOf(hint) === keyOf({ _id: 1 })))
    return { index: { name: '_id_', keyPattern: { _id: 1 } } };
  const key = isPlainObject(hint) ? keyOf(hint) : undefined;
  for (const index of coll.indexes.values()) {
    if (index.name === hint || keyOf(index.spec.key as Doc) === key) {
      const used = { name: index.name, keyPattern: index.spec.key as Doc };
      return index.sparse || index.spec.partialFilterExpression
        ? { restrictTo: index, index: used }
        : { index: used };
    }
  }
  return badHint();
}
