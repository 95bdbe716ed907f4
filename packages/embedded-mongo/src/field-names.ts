// Field names that would reach JavaScript internals instead of data.
//
// MongoDB itself accepts any field name, but documents live here as plain JavaScript objects, so two names
// are refused everywhere (with BadValue, naming the field): `__proto__` (assigning it swaps an object's
// prototype; following it reaches Object.prototype) and `_bsontype` (the bson library would take the
// sub-document for a BSON value and fail to encode it, so the document could never be read again).
// `constructor`, `prototype` and the other names of Object.prototype stay ordinary data: every path walk in
// this server reads own properties only (see `ownValue`), so they never lead to a function or a prototype.
// Stages run by mingo (aggregation, pipeline updates) cannot promise that when they *write* a path, so those
// stages refuse output fields named after Object.prototype members (see `checkPipelineFieldNames`).
import { MongoError, type Doc } from './errors';

/** Names refused as a field name or path segment anywhere in a request. */
const UNSAFE = new Set(['__proto__', '_bsontype']);

/** Names of Object.prototype members (plus `prototype`): reading them without an own-property check leads off the document. */
export const PROTOTYPE_NAMES: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

function refuse(name: string, path: string): never {
  throw new MongoError(
    'BadValue',
    `The field name '${name}' (in '${path}') is not supported by the embedded server: it is reserved by JavaScript or the BSON library`,
  );
}

/** Throws BadValue when a dotted path has an unsafe segment. */
export function checkPath(path: string): void {
  // Cheap pre-test keeps the common case (no suspicious substring) to two `includes` calls.
  if (!path.includes('__proto__') && !path.includes('_bsontype')) return;
  for (const seg of path.split('.')) if (UNSAFE.has(seg)) refuse(seg, path);
}

const FIELD_OPERATORS = new Set(['$getField', '$setField', '$unsetField']);

/** Walks every key of a request (documents, filters, updates, pipelines) and refuses unsafe field names. */
export function checkRequestKeys(value: unknown, depth = 0): void {
  if (depth > 200)
    throw new MongoError(
      'Overflow',
      'Request nests deeper than the embedded server accepts (200 levels)',
      {},
      15,
    );
  if (Array.isArray(value)) {
    for (const v of value) if (v !== null && typeof v === 'object') checkRequestKeys(v, depth + 1);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (value instanceof Date || value instanceof RegExp || value instanceof Uint8Array) return;
  // BSON values (ObjectId, Long, …) carry `_bsontype` on their prototype; a sub-document can only have it as its own key.
  if ((value as { _bsontype?: unknown })._bsontype !== undefined && !Object.hasOwn(value, '_bsontype'))
    return;
  for (const key of Object.keys(value)) {
    checkPath(key);
    const v = (value as Doc)[key];
    if (typeof v === 'string') {
      // Field paths in expressions ('$a.b') and the field operand of $getField & co. are paths too.
      if (v.charCodeAt(0) === 36 || FIELD_OPERATORS.has(key)) checkPath(v.replace(/^\$+/, ''));
    } else if (v !== null && typeof v === 'object') checkRequestKeys(v, depth + 1);
    if (FIELD_OPERATORS.has(key) && typeof (v as Doc | null)?.field === 'string')
      checkPath((v as Doc).field as string);
  }
}

/** An own property of a document (never an inherited member such as `constructor` or `toString`). */
export function ownValue(obj: object, key: string): unknown {
  return Object.hasOwn(obj, key) ? (obj as Doc)[key] : undefined;
}

/** Assigns an own data property, even for names that are accessors on Object.prototype. */
export function setOwn(obj: Doc, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
  else obj[key] = value;
}

// mingo writes these stages' output paths with plain property walks (an inherited `constructor` is followed,
// `$project: { constructor: 1 }` drops an own field); $group builds its output flat and handles every name.
const OUTPUT_KEY_STAGES = new Set(['$addFields', '$set', '$project']);

function refuseOutput(stage: string, path: string, seg: string): never {
  throw new MongoError(
    'BadValue',
    `The field name '${seg}' (in '${path}') is not supported by the embedded server in ${stage} output fields: it names a JavaScript Object.prototype member`,
  );
}

function checkOutputPath(stage: string, path: string): void {
  for (const seg of path.split('.')) if (PROTOTYPE_NAMES.has(seg)) refuseOutput(stage, path, seg);
}

function checkOutputKeys(stage: string, spec: unknown, prefix: string, nested: boolean): void {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) return;
  for (const key of Object.keys(spec)) {
    if (key.startsWith('$')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    checkOutputPath(stage, path);
    // $project/$addFields accept nested documents of field specs.
    if (nested) checkOutputKeys(stage, (spec as Doc)[key], path, nested);
  }
}

/** Refuses find projections on fields named after Object.prototype members (projections run through mingo). */
export function checkProjectionFieldNames(projection: unknown): void {
  checkOutputKeys('projection', projection, '', true);
}

/** Refuses aggregation output fields named after Object.prototype members (mingo would silently drop them). */
export function checkPipelineFieldNames(pipeline: unknown): void {
  if (!Array.isArray(pipeline)) return;
  for (const stage of pipeline) {
    if (stage === null || typeof stage !== 'object') continue;
    for (const [name, spec] of Object.entries(stage as Doc)) {
      const sub = spec !== null && typeof spec === 'object' ? (spec as Doc) : undefined;
      if (OUTPUT_KEY_STAGES.has(name)) {
        checkOutputKeys(name, spec, '', true);
      } else if (name === '$unset') {
        for (const p of Array.isArray(spec) ? spec : [spec])
          if (typeof p === 'string') checkOutputPath(name, p);
      } else if (name === '$bucket' || name === '$bucketAuto' || name === '$setWindowFields') {
        checkOutputKeys(name, sub?.output, '', false);
      } else if (name === '$facet' && sub) {
        for (const inner of Object.values(sub)) checkPipelineFieldNames(inner);
      } else if ((name === '$lookup' || name === '$unionWith') && sub) {
        checkPipelineFieldNames(sub.pipeline);
      }
    }
  }
}
