// Find projections: mingo applies inclusion, exclusion, $elemMatch, positional and expression projections; this
// file adds what MongoDB does differently: `_id` comes first, and a projection holding only `$slice` (and
// exclusions) keeps every other field, as the manual says for $slice "on its own or in an exclusion projection".
import { MongoError, type Doc } from './errors';
import { checkProjectionFieldNames, ownValue, setOwn } from './field-names';
import { idFirst } from './id-first';
import { Query } from './mingo';
import { clone, isNumeric, isPlainObject, toNumber } from './storage/values';

function sliceArgs(spec: unknown, path: string): [number, number | undefined] {
  if (isNumeric(spec)) return [toNumber(spec), undefined];
  if (Array.isArray(spec) && spec.length === 2 && spec.every(isNumeric)) {
    const limit = toNumber(spec[1]);
    if (limit <= 0) throw new MongoError('BadValue', `$slice limit must be positive`, {}, 28724);
    return [toNumber(spec[0]), limit];
  }
  throw new MongoError(
    'BadValue',
    `$slice only supports numbers and [skip, limit] arrays (at '${path}')`,
    {},
    28667,
  );
}

function sliceArray(arr: unknown[], [a, b]: [number, number | undefined]): unknown[] {
  if (b === undefined) return a >= 0 ? arr.slice(0, a) : arr.slice(Math.max(0, arr.length + a));
  const start = a >= 0 ? a : Math.max(0, arr.length + a);
  return arr.slice(start, start + b);
}

/** Slices the arrays at a path (through arrays of documents too), in place on a copied document. */
function sliceAt(v: unknown, parts: string[], args: [number, number | undefined]): void {
  if (Array.isArray(v)) {
    for (const el of v) sliceAt(el, parts, args);
    return;
  }
  if (!isPlainObject(v)) return;
  const [head, ...rest] = parts;
  const next = ownValue(v, head);
  if (!rest.length) {
    if (Array.isArray(next)) setOwn(v, head, sliceArray(next, args));
    return;
  }
  sliceAt(next, rest, args);
}

const isSlice = (v: unknown): boolean => isPlainObject(v) && Object.hasOwn(v, '$slice');
const isExclusion = (v: unknown): boolean => (typeof v === 'boolean' || isNumeric(v)) && !toNumber(v);

/** What a nested inclusion meets when an array lies on its path: mingo's per-element rules then apply. */
const ARRAY_ON_PATH = Symbol('array on path');

/** `{ [parts[0]]: … }` holding only the value at `parts` inside `v` (an empty document when absent). */
function pickPath(v: Doc, parts: string[]): Doc | typeof ARRAY_ON_PATH {
  const out: Doc = {};
  const [key, ...rest] = parts;
  if (!Object.hasOwn(v, key)) return out;
  const value = ownValue(v, key);
  if (!rest.length) {
    if (value !== undefined) setOwn(out, key, value);
    return out;
  }
  if (Array.isArray(value)) return ARRAY_ON_PATH;
  if (isPlainObject(value)) {
    const inner = pickPath(value, rest);
    if (inner === ARRAY_ON_PATH) return inner;
    setOwn(out, key, inner);
  }
  return out;
}

/**
 * A projection of field names, all kept or all left out (with `_id` either way), as mongoose's select
 * strings give: applied directly rather than through mingo, whose general projection (paths, operators,
 * expressions, and a deep copy of every document first) dominated profiles of services reading a few
 * fields. Same output as mingo's: `_id` first (unless excluded), then the document's own fields in its
 * order; a kept field the document lacks (or holds undefined) is absent. A kept dotted path (`weeks.2025-W10`,
 * at most one per top-level field) keeps its parent as a document holding just that path (empty when the
 * path is missing inside it), and nothing when the parent is not a document. Values are the stored ones,
 * as an unprojected find returns them. Undefined for anything else (excluded dotted paths, operators,
 * expressions, mixed inclusion and exclusion, which mingo refuses), which goes through mingo; applying it
 * answers undefined for a document with an array on a kept dotted path, which mingo projects.
 */
export interface FieldProjection {
  keepId: boolean;
  /** Whether the named top-level fields are the ones kept (else the ones left out). */
  include: boolean;
  named: Set<string>;
  /** Kept dotted paths: top-level field → the rest of the path. */
  nested: Map<string, string[]>;
}

/** The projection as a FieldProjection, or undefined when it is not one (see FieldProjection). */
export function fieldProjection(projection: Doc): FieldProjection | undefined {
  let keepId = true;
  let inclusion: boolean | undefined;
  const named = new Set<string>();
  const nested = new Map<string, string[]>();
  for (const key of Object.keys(projection)) {
    const value = projection[key];
    if (typeof value !== 'boolean' && (typeof value !== 'number' || Number.isNaN(value))) return undefined;
    if (key === '' || key.startsWith('$')) return undefined;
    const keep = typeof value === 'boolean' ? value : value !== 0;
    if (key === '_id') {
      keepId = keep;
      continue;
    }
    if (inclusion !== undefined && inclusion !== keep) return undefined;
    inclusion = keep;
    if (key.includes('.')) {
      const [head, ...rest] = key.split('.');
      if (!keep || head === '_id' || named.has(head) || nested.has(head)) return undefined;
      if ([head, ...rest].some((part) => part === '' || part.startsWith('$'))) return undefined;
      nested.set(head, rest);
    } else {
      if (nested.has(key)) return undefined;
      named.add(key);
    }
  }
  // Only `_id` named: `{ _id: 1 }` keeps just it, `{ _id: 0 }` keeps everything else.
  return { keepId, include: inclusion ?? keepId, named, nested };
}

/** Applies a FieldProjection to one document; undefined when an array lies on a kept dotted path. */
export function applyFieldProjection(p: FieldProjection, doc: Doc): Doc | undefined {
  const out: Doc = {};
  if (p.keepId && Object.hasOwn(doc, '_id')) out._id = doc._id;
  for (const key of Object.keys(doc)) {
    if (key === '_id') continue;
    const path = p.nested.get(key);
    if (path) {
      const value = doc[key];
      if (Array.isArray(value)) return undefined;
      if (!isPlainObject(value)) continue;
      const inner = pickPath(value, path);
      if (inner === ARRAY_ON_PATH) return undefined;
      setOwn(out, key, inner);
      continue;
    }
    if (p.named.has(key) !== p.include) continue;
    const value = doc[key];
    // mingo's inclusion drops a field holding undefined (BSON's deprecated type); exclusion keeps it.
    if (p.include && value === undefined) continue;
    setOwn(out, key, value);
  }
  return out;
}

/** Applies a find projection to result documents. */
export function project(rows: Doc[], projection: Doc | undefined, filter: Doc = {}): Doc[] {
  if (!projection || !Object.keys(projection).length) return rows;
  checkProjectionFieldNames(projection);
  const direct = fieldProjection(projection);
  if (direct)
    return rows.map(
      (row) => applyFieldProjection(direct, row) ?? projectWithMingo([row], projection, filter)[0],
    );
  return projectWithMingo(rows, projection, filter);
}

/** Applies any find projection through mingo (the general path; exported for the tests comparing both). */
export function projectWithMingo(rows: Doc[], projection: Doc, filter: Doc = {}): Doc[] {
  const entries = Object.entries(projection);
  const slices = entries.filter(([, v]) => isSlice(v));
  const sliceOnly =
    slices.length > 0 && entries.every(([k, v]) => isSlice(v) || isExclusion(v) || k === '_id');
  // mingo's exclusion of nested paths deletes from the documents it is given: project copies, never stored documents.
  const copies = rows.map((r) => clone(r));
  if (!sliceOnly) return (new Query(filter).find(copies, projection).all() as Doc[]).map(idFirst);
  const rest = entries.filter(([, v]) => !isSlice(v));
  const base = rest.length
    ? (new Query(filter).find(copies, Object.fromEntries(rest)).all() as Doc[])
    : copies;
  const compiled = slices.map(([path, v]) => [path.split('.'), sliceArgs((v as Doc).$slice, path)] as const);
  for (const doc of base) for (const [parts, args] of compiled) sliceAt(doc, parts, args);
  return base.map(idFirst);
}
