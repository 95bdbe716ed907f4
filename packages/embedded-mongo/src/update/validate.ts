// Up-front validation of update documents (operators, replacement, pipeline) and arrayFilters, as MongoDB does
// before it touches any document.
import { MongoError, type Doc } from '../errors';
import { checkPath, checkPipelineFieldNames } from '../field-names';
import { formatValue, isPlainObject } from '../storage/values';
import { OPERATORS } from './operators';
import { compileArrayFilters } from './positional';

/** True when the update has no operators, i.e. replaces the whole document. */
export function isReplacement(update: unknown): boolean {
  if (Array.isArray(update)) return false;
  const keys = Object.keys(update as Doc);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length && ops.length !== keys.length) {
    throw new MongoError(
      'FailedToParse',
      `Unknown modifier: ${keys.find((k) => !k.startsWith('$'))}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
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
      throw new MongoError(
        'ConflictingUpdateOperators',
        `Updating the path '${b}' would create a conflict at '${a}'`,
      );
    }
  }
}

/** MongoDB's rules for a $rename pair; the target is a path string, so it is checked like any field name. */
function checkRename(from: string, to: unknown): void {
  if (typeof to !== 'string')
    throw new MongoError(
      'BadValue',
      `The 'to' field for $rename must be a string: ${from}: ${formatValue(to)}`,
    );
  checkPath(to);
  if (from === to)
    throw new MongoError(
      'BadValue',
      `The source and target field for $rename must differ: ${from}: ${formatValue(to)}`,
    );
  if (from.split('.').some((s) => s.startsWith('$')))
    throw new MongoError('BadValue', `The source field for $rename may not be dynamic: ${from}`);
  if (to.split('.').some((s) => s.startsWith('$')))
    throw new MongoError('BadValue', `The destination field for $rename may not be dynamic: ${to}`);
}

function checkUpdatePath(path: string): void {
  if (path.split('.').some((s) => s === ''))
    throw new MongoError(
      'EmptyFieldName',
      `The update path '${path}' contains an empty field name, which is not allowed.`,
      {},
      56,
    );
}

/**
 * MongoDB 5.0+ stores dollar-prefixed field names below the top level, so an operator may write
 * `preferences.$each`; a top-level one (`$hotel`) is refused on an existing document but accepted when an upsert
 * inserts (the new document is validated as an insert). Removing such a field stores nothing, so $unset may.
 */
export function checkTopLevelDollarPaths(update: Doc): void {
  for (const [op, arg] of Object.entries(update)) {
    if (op === '$unset') continue;
    for (const path of Object.keys(arg as Doc)) {
      const first = path.split('.')[0];
      const target = op === '$rename' ? String((arg as Doc)[path]).split('.')[0] : first;
      if (target.startsWith('$')) {
        throw new MongoError(
          'DollarPrefixedFieldName',
          `The dollar ($) prefixed field '${target}' in '${op === '$rename' ? String((arg as Doc)[path]) : path}' is not valid for storage.`,
          {},
          52,
        );
      }
    }
  }
}

/** The checks MongoDB makes on an operator update before touching any document. */
export function validateOperators(update: Doc): void {
  for (const [op, arg] of Object.entries(update)) {
    if (op !== '$rename' && !Object.hasOwn(OPERATORS, op)) {
      throw new MongoError(
        'FailedToParse',
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(arg))
      throw new MongoError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeof arg} instead.`,
      );
    for (const path of Object.keys(arg)) checkUpdatePath(path);
    if (op === '$rename') for (const [from, to] of Object.entries(arg)) checkRename(from, to);
  }
  checkConflicts(update);
}

const PIPELINE_UPDATE_STAGES = new Set([
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

/** Validates an update (operators, replacement or pipeline) and its arrayFilters up front, as MongoDB does. */
export function validateUpdate(update: unknown, arrayFilters?: Doc[]): void {
  if (Array.isArray(update)) {
    for (const stage of update) {
      if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
        throw new MongoError(
          'TypeMismatch',
          'A pipeline stage specification object must contain exactly one field.',
          {},
          40323,
        );
      }
      const name = Object.keys(stage)[0];
      if (!PIPELINE_UPDATE_STAGES.has(name))
        throw new MongoError('InvalidOptions', `${name} is not allowed to be used within an update`);
    }
    checkPipelineFieldNames(update);
    return;
  }
  if (!isPlainObject(update))
    throw new MongoError('FailedToParse', 'Update argument must be either an object or an array');
  if (isReplacement(update)) return;
  validateOperators(update);
  const filters = compileArrayFilters(arrayFilters);
  const used = new Set<string>();
  for (const arg of Object.values(update)) {
    for (const path of Object.keys(arg as Doc)) {
      for (const m of path.matchAll(/\$\[(\w+)\]/g)) {
        if (!filters.has(m[1]))
          throw new MongoError(
            'BadValue',
            `No array filter found for identifier '${m[1]}' in path '${path}'`,
          );
        used.add(m[1]);
      }
    }
  }
  for (const id of filters.keys()) {
    if (!used.has(id))
      throw new MongoError(
        'FailedToParse',
        `The array filter for identifier '${id}' was not used in the update ${formatValue(update)}`,
      );
  }
}
