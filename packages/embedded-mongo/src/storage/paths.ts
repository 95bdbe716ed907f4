// Reading dotted paths out of documents the way indexes see them (arrays fan out).
import type { Doc } from '../errors';
import { ownValue } from '../field-names';
import { isPlainObject } from './values';

/** Values found at a dotted path; arrays along the way are expanded (multikey). */
export function valuesAtPath(doc: unknown, path: string): { values: unknown[]; multikey: boolean } {
  const out: unknown[] = [];
  let multikey = false;
  const walk = (v: unknown, parts: string[], i: number): void => {
    if (i === parts.length) {
      if (Array.isArray(v)) {
        multikey = true;
        if (v.length === 0) out.push(undefined);
        else out.push(...v);
      } else out.push(v);
      return;
    }
    if (Array.isArray(v)) {
      multikey = true;
      const idx = /^\d+$/.test(parts[i]) ? Number(parts[i]) : -1;
      if (idx >= 0 && idx < v.length) walk(v[idx], parts, i + 1);
      else if (v.length === 0) out.push(undefined);
      else for (const el of v) walk(el, parts, i);
      return;
    }
    if (isPlainObject(v) && Object.hasOwn(v, parts[i])) walk(v[parts[i]], parts, i + 1);
    else out.push(undefined);
  };
  walk(doc, path.split('.'), 0);
  return { values: out.length ? dedupe(out) : [undefined], multikey };
}

function dedupe(values: unknown[]): unknown[] {
  return values.length < 2 ? values : Array.from(new Set(values));
}

/** The single value at a dotted path without array expansion (undefined when absent). */
export function getPath(doc: unknown, path: string): unknown {
  let v: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(v) && /^\d+$/.test(part)) v = v[Number(part)];
    else if (isPlainObject(v)) v = ownValue(v, part);
    else return undefined;
  }
  return v;
}

/** True when the path exists in the document (no array expansion). */
export function hasPath(doc: unknown, path: string): boolean {
  let v: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(v) && /^\d+$/.test(part)) {
      if (Number(part) >= v.length) return false;
      v = v[Number(part)];
    } else if (isPlainObject(v) && Object.hasOwn(v, part)) v = (v as Doc)[part];
    else return false;
  }
  return true;
}
