// Applies an update document (operators, replacement or pipeline) to a copy of a document.
import { Aggregator } from '../mingo';
import { serialize } from 'bson';
import { decodeDocument, plainNumbers, restoreTypes } from '../bson-values';
import { MongoError, type Doc } from '../errors';
import { checkPipelineFieldNames } from '../field-names';
import { clone, keyOf } from '../storage/values';
import { getAt, setAt } from './fields';
import { OPERATORS } from './operators';
import { checkTopLevelDollarPaths, isReplacement, validateOperators } from './validate';

export { isReplacement, validateUpdate } from './validate';
import { compileArrayFilters, expandPath, findMatchedIndex, type PositionalContext } from './positional';

export interface UpdateOptions {
  filter: Doc;
  arrayFilters?: Doc[];
  /** True when the document is being created by an upsert. */
  isInsert: boolean;
  /** The command's `let` variables, read by a pipeline update as `$$name`. */
  variables?: Doc;
}

/**
 * A pipeline result as MongoDB would store it: mingo may hand back values that are not BSON data (for
 * example `$getField: 'constructor'` yields a JavaScript function), so the document goes through BSON once.
 */
export function asStored(doc: Doc): Doc {
  return decodeDocument(serialize(doc));
}

function applyOperators(out: Doc, update: Doc, opts: UpdateOptions): void {
  validateOperators(update);
  if (!opts.isInsert) checkTopLevelDollarPaths(update);
  const positional = Object.values(update).some((a) =>
    Object.keys(a as Doc).some((p) => p.split('.').includes('$')),
  );
  const ctx: PositionalContext = { filters: compileArrayFilters(opts.arrayFilters) };
  if (positional) {
    const first = Object.values(update)
      .flatMap((a) => Object.keys(a as Doc))
      .find((p) => p.split('.').includes('$'))!;
    const arrayPath = first.split('.').slice(0, first.split('.').indexOf('$')).join('.');
    ctx.matchedIndex = findMatchedIndex(out, opts.filter, arrayPath);
  }
  for (const [op, arg] of Object.entries(update)) {
    if (op === '$setOnInsert' && !opts.isInsert) continue;
    for (const [path, value] of Object.entries(arg as Doc)) {
      if (op === '$rename') {
        const from = path.split('.');
        const v = getAt(out, from);
        if (v === undefined) continue;
        OPERATORS.$unset(out, from, 1);
        setAt(out, String(value).split('.'), v);
        continue;
      }
      for (const segs of expandPath(out, path, ctx)) OPERATORS[op](out, segs, value);
    }
  }
}

/** Returns the updated copy of `doc`; never mutates the input. */
export function applyUpdate(doc: Doc, update: Doc | Doc[], opts: UpdateOptions): Doc {
  let out: Doc;
  if (Array.isArray(update)) {
    checkPipelineFieldNames(update);
    const computed =
      (new Aggregator(
        update,
        opts.variables ? { variables: plainNumbers(opts.variables) as Doc } : undefined,
      ).run([plainNumbers(doc)])[0] as Doc) ?? {};
    out = restoreTypes(doc, asStored(computed)) as Doc;
    // A pipeline whose result lacks _id (e.g. $replaceWith) keeps the document's _id, as MongoDB does.
    if (out._id === undefined && doc._id !== undefined) out = { _id: doc._id, ...out };
  } else if (isReplacement(update)) {
    out = { _id: doc._id, ...clone(update) };
    if (out._id === undefined) delete out._id;
  } else {
    out = clone(doc);
    applyOperators(out, update, opts);
  }
  if (!opts.isInsert && doc._id !== undefined && keyOf(out._id) !== keyOf(doc._id)) {
    throw new MongoError(
      'ImmutableField',
      `Performing an update on the path '_id' would modify the immutable field '_id'`,
    );
  }
  return out;
}
