// Low-level get/set/unset on concrete paths, creating intermediate documents as MongoDB does.
import { MongoError, type Doc } from '../errors';
import { ownValue, setOwn } from '../field-names';
import { formatValue, isPlainObject } from '../storage/values';

type Container = Doc | unknown[];

function typeName(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'double';
  if (v instanceof Date) return 'date';
  if (typeof v === 'object') return (v as { _bsontype?: string })._bsontype?.toLowerCase() ?? 'object';
  return typeof v === 'boolean' ? 'bool' : typeof v;
}

export { typeName };

/** The container holding the last segment, creating missing documents when `create` is set. */
export function parentOf(doc: Doc, segs: string[], create: boolean): Container | undefined {
  let cur: unknown = doc;
  for (let i = 0; i < segs.length - 1; i++) {
    const s = segs[i];
    let next: unknown;
    if (Array.isArray(cur)) next = /^\d+$/.test(s) ? cur[Number(s)] : undefined;
    else next = ownValue(cur as Doc, s);
    if (next === undefined || (next === null && create)) {
      if (!create) return undefined;
      if (Array.isArray(cur) && !/^\d+$/.test(s)) {
        throw new MongoError('PathNotViable', `Cannot create field '${s}' in element {${segs[i - 1] ?? ''}: ${formatValue(cur)}}`);
      }
      next = {};
      setIn(cur as Container, s, next);
    } else if (!isPlainObject(next) && !Array.isArray(next)) {
      if (!create) return undefined;
      throw new MongoError('PathNotViable', `Cannot create field '${segs[i + 1]}' in element {${s}: ${formatValue(next)}}`);
    }
    cur = next;
  }
  return cur as Container;
}

function setIn(container: Container, key: string, value: unknown): void {
  if (Array.isArray(container)) {
    const idx = Number(key);
    while (container.length < idx) container.push(null);
    container[idx] = value;
  } else setOwn(container, key, value);
}

/** Current value at a concrete path (undefined when absent). */
export function getAt(doc: Doc, segs: string[]): unknown {
  const parent = parentOf(doc, segs, false);
  if (!parent) return undefined;
  const last = segs[segs.length - 1];
  if (Array.isArray(parent)) return /^\d+$/.test(last) ? parent[Number(last)] : undefined;
  return ownValue(parent, last);
}

/** Sets a value at a concrete path, creating intermediate documents. */
export function setAt(doc: Doc, segs: string[], value: unknown): void {
  const parent = parentOf(doc, segs, true)!;
  const last = segs[segs.length - 1];
  if (Array.isArray(parent) && !/^\d+$/.test(last)) {
    throw new MongoError('PathNotViable', `Cannot create field '${last}' in element {${segs[segs.length - 2]}: ${formatValue(parent)}}`);
  }
  setIn(parent, last, value);
}

/** Removes a field (array elements become null, as in MongoDB). */
export function unsetAt(doc: Doc, segs: string[]): void {
  const parent = parentOf(doc, segs, false);
  if (!parent) return;
  const last = segs[segs.length - 1];
  if (Array.isArray(parent)) {
    if (/^\d+$/.test(last) && Number(last) < parent.length) parent[Number(last)] = null;
  } else delete (parent as Doc)[last];
}
