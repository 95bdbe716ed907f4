// Features the embedded server does not implement fail loudly with MongoDB's CommandNotSupported (115),
// naming the feature, instead of matching silently or being ignored.
import { MongoError } from './errors';
import { isPlainObject } from './storage/values';

/** Throws CommandNotSupported naming the feature. */
export function notSupported(feature: string): never {
  throw new MongoError('CommandNotSupported', `${feature} is not supported by the embedded server`, {}, 115);
}

/** A collection default collation is refused: every operation and index on the collection would inherit it. */
export function checkCollation(collation: unknown): void {
  if (collation === undefined || collation === null) return;
  if (!isPlainObject(collation))
    throw new MongoError('TypeMismatch', "BSON field 'collation' is the wrong type, expected type 'object'");
  if (typeof collation.locale !== 'string')
    throw new MongoError('FailedToParse', "BSON field 'locale' is missing but a required field", {}, 40414);
  if (collation.locale !== 'simple') {
    notSupported(
      `a collection default collation (locale '${collation.locale}'; pass it per operation or per index)`,
    );
  }
}
