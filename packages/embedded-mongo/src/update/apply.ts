// Applies an update document (operators, replacement or pipeline) to a copy of a document.
import { Aggregator } from '../mingo';
import { serialize } from 'bson';
import { decodeDocument, plainNumbers, restoreTypes } from '../bson-values';
import { MongoError, type Doc } from '../errors';
import { checkPath, checkPipelineFieldNames } from '../field-names';
import { clone, formatValue, isPlainObject, keyOf } from '../storage/values';
import { getAt, setAt } from './fields';
import { OPERATORS } from './operators';
import { compileArrayFilters, expandPath, findMatchedIndex, type PositionalContext } from './positional';

export interface UpdateOptions {
  filter: Doc;
  arrayFilters?: Doc[];
  /** True when the document is being created by an upsert. */
  isInsert: boolean;
}

/** True when the update has no operators, i.e. replaces the whole document. */
export function isReplacement(update: unknown): boolean {
  if (Array.isArray(update)) return false;
  const keys = Object.keys(update as Doc);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length && ops.length !== keys.length) {
    throw new MongoError('FailedToParse', `Unknown modifier: ${keys.find((k) => !k.startsWith('$'))}. Expected a valid update modifier or pipeline-style update specified as an array`);
  }
  return ops.length === 0;
}

/** Throws ConflictingUpdateOperators when two target paths overlap. */
function checkConflicts(update: Doc): void {
  const paths: string[] = [];
  for (const [op, arg] of Object.entries(update)) {
    for (const [path, val] of Object.entries(arg as Doc)) {
      paths.push(path);
      if (op === '$rename') paths.push(String(val));
    }
  }
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1], sorted[i]];
    if (a === b || b.startsWith(a + '.')) {
      throw new MongoError('ConflictingUpdateOperators', `Updating the path '${b}' would create a conflict at '${a}'`);
    }
  }
}

/** MongoDB's rules for a $rename pair; the target is a path string, so it is checked like any field name. */
function checkRename(from: string, to: unknown): void {
  if (typeof to !== 'string') throw new MongoError('BadValue', `The 'to' field for $rename must be a string: ${from}: ${formatValue(to)}`);
  checkPath(to);
  if (from === to) throw new MongoError('BadValue', `The source and target field for $rename must differ: ${from}: ${formatValue(to)}`);
  if (from.split('.').some((s) => s.startsWith('$'))) throw new MongoError('BadValue', `The source field for $rename may not be dynamic: ${from}`);
  if (to.split('.').some((s) => s.startsWith('$'))) throw new MongoError('BadValue', `The destination field for $rename may not be dynamic: ${to}`);
}

/**
 * A pipeline result as MongoDB would store it: mingo may hand back values that are not BSON data (for
 * example `$getField: 'constructor'` yields a JavaScript function), so the document goes through BSON once.
 */
export function asStored(doc: Doc): Doc {
  return decodeDocument(serialize(doc));
}

function applyOperators(out: Doc, update: Doc, opts: UpdateOptions): void {
  for (const [op, arg] of Object.entries(update)) {
    if (op !== '$rename' && !OPERATORS[op]) {
      throw new MongoError('FailedToParse', `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    if (!isPlainObject(arg)) throw new MongoError('FailedToParse', `Modifiers operate on fields but we found type ${typeof arg} instead.`);
    if (op === '$rename') for (const [from, to] of Object.entries(arg)) checkRename(from, to);
  }
  checkConflicts(update);
  const positional = Object.values(update).some((a) => Object.keys(a as Doc).some((p) => p.split('.').includes('$')));
  const ctx: PositionalContext = { filters: compileArrayFilters(opts.arrayFilters) };
  if (positional) {
    const first = Object.values(update).flatMap((a) => Object.keys(a as Doc)).find((p) => p.split('.').includes('$'))!;
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
    const computed = (new Aggregator(update).run([plainNumbers(doc)])[0] as Doc) ?? {};
    out = restoreTypes(doc, asStored(computed)) as Doc;
  } else if (isReplacement(update)) {
    out = { _id: doc._id, ...clone(update) };
    if (out._id === undefined) delete out._id;
  } else {
    out = clone(doc);
    applyOperators(out, update, opts);
  }
  if (!opts.isInsert && doc._id !== undefined && keyOf(out._id) !== keyOf(doc._id)) {
    throw new MongoError('ImmutableField', `Performing an update on the path '_id' would modify the immutable field '_id'`);
  }
  return out;
}
