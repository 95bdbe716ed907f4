// Sorting as MongoDB does it: BSON order across types, arrays sort by their smallest element ascending and
// their largest descending, an empty array before null, a missing field as null.
import { MongoError, type Doc } from './errors';
import { notSupported } from './unsupported';
import { ownValue } from './field-names';
import { compareValues, isNumeric, isPlainObject, toNumber, typeRank } from './storage/values';

/** Sorts before null: the key of an empty array. */
const EMPTY = Symbol('empty array');

function leafValues(v: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(v)) {
      if (!v.length) out.push(EMPTY);
      else out.push(...v);
    } else out.push(v);
    return;
  }
  if (Array.isArray(v)) {
    const idx = /^\d+$/.test(parts[i]) ? Number(parts[i]) : -1;
    if (idx >= 0 && idx < v.length) leafValues(v[idx], parts, i + 1, out);
    else if (!v.length) out.push(undefined);
    else for (const el of v) leafValues(el, parts, i, out);
    return;
  }
  leafValues(isPlainObject(v) ? ownValue(v, parts[i]) : undefined, parts, i + 1, out);
}

function compareKeys(a: unknown, b: unknown): number {
  // An empty array sorts after MinKey and before null or missing.
  if (a === EMPTY || b === EMPTY) {
    if (a === b) return 0;
    const other = a === EMPTY ? b : a;
    const emptyFirst = typeRank(other) !== 0;
    return (a === EMPTY) === emptyFirst ? -1 : 1;
  }
  return compareValues(a, b);
}

/** The value a document sorts by for one field and direction. */
function sortKey(doc: Doc, parts: string[], direction: number): unknown {
  const values: unknown[] = [];
  leafValues(doc, parts, 0, values);
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    const c = compareKeys(values[i], best);
    if (direction > 0 ? c < 0 : c > 0) best = values[i];
  }
  return best;
}

export interface SortField {
  parts: string[];
  direction: 1 | -1;
}

/** Validates a sort specification the way MongoDB does and compiles it. */
export function compileSort(spec: unknown): SortField[] {
  if (!isPlainObject(spec)) throw new MongoError('Location15973', 'the $sort key specification must be an object', {}, 15973);
  const fields = Object.entries(spec);
  if (!fields.length) throw new MongoError('Location15976', '$sort stage must have at least one sort key', {}, 15976);
  return fields.map(([field, dir]) => {
    if (isPlainObject(dir) && '$meta' in dir) notSupported(`sorting by { $meta: ${JSON.stringify(dir.$meta)} } (text and search scores)`);
    const n = isNumeric(dir) ? toNumber(dir) : NaN;
    if (n !== 1 && n !== -1) throw new MongoError('Location15975', '$sort key ordering must be 1 (for ascending) or -1 (for descending)', {}, 15975);
    return { parts: field.split('.'), direction: n };
  });
}

/** A new array of the documents in sort order (stable for ties). */
export function sortDocs<T extends Doc>(docs: T[], spec: unknown): T[] {
  const fields = compileSort(spec);
  const keyed = docs.map((doc) => ({ doc, keys: fields.map((f) => sortKey(doc, f.parts, f.direction)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const c = compareKeys(a.keys[i], b.keys[i]) * fields[i].direction;
      if (c !== 0) return c;
    }
    return 0;
  });
  return keyed.map((k) => k.doc);
}
