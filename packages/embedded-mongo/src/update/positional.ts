// Expands `$`, `$[]` and `$[<id>]` in update paths into concrete paths of a document.
import { Query } from '../mingo';
import { MongoError, type Doc } from '../errors';
import { ownValue, setOwn } from '../field-names';
import { isPlainObject } from '../storage/values';

export interface PositionalContext {
  /** Index of the array element the query matched, for `$`. */
  matchedIndex?: number;
  /** arrayFilters grouped by identifier. */
  filters: Map<string, Query>;
}

/** Groups arrayFilters by their identifier (the first path part of each key). */
export function compileArrayFilters(arrayFilters: Doc[] | undefined): Map<string, Query> {
  const out = new Map<string, Query>();
  for (const f of arrayFilters ?? []) {
    const keys = Object.keys(f);
    const ids = new Set(keys.map((k) => k.split('.')[0]));
    if (ids.size !== 1)
      throw new MongoError('FailedToParse', 'Each array filter must use a single top-level field name');
    const id = [...ids][0];
    if (out.has(id))
      throw new MongoError(
        'FailedToParse',
        `Found multiple array filters with the same top-level field name ${id}`,
      );
    out.set(id, new Query(f));
  }
  return out;
}

/** `$`, `$[]` or `$[<id>]`; any other dollar-prefixed segment (`$each`) is a field name. */
function isPositional(part: string): boolean {
  return part === '$' || (part.startsWith('$[') && part.endsWith(']'));
}

/** Concrete segment lists for a path that may contain positional operators. */
export function expandPath(doc: Doc, path: string, ctx: PositionalContext): string[][] {
  const parts = path.split('.');
  if (!parts.some(isPositional)) return [parts];
  const out: string[][] = [];
  const walk = (value: unknown, i: number, acc: string[]): void => {
    if (i === parts.length) {
      out.push(acc);
      return;
    }
    const part = parts[i];
    if (!isPositional(part)) {
      const next = Array.isArray(value)
        ? value[Number(part)]
        : isPlainObject(value)
          ? ownValue(value, part)
          : undefined;
      walk(next, i + 1, [...acc, part]);
      return;
    }
    if (!Array.isArray(value)) {
      throw new MongoError(
        'BadValue',
        `The path '${acc.join('.')}' must exist in the document in order to apply array updates.`,
      );
    }
    if (part === '$') {
      if (ctx.matchedIndex === undefined) {
        throw new MongoError(
          'BadValue',
          'The positional operator did not find the match needed from the query.',
        );
      }
      walk(value[ctx.matchedIndex], i + 1, [...acc, String(ctx.matchedIndex)]);
    } else if (part === '$[]') {
      value.forEach((el, idx) => walk(el, i + 1, [...acc, String(idx)]));
    } else {
      const m = /^\$\[(\w+)\]$/.exec(part);
      const q = m ? ctx.filters.get(m[1]) : undefined;
      if (!m || !q)
        throw new MongoError(
          'BadValue',
          `No array filter found for identifier '${m?.[1] ?? part}' in path '${path}'`,
        );
      value.forEach((el, idx) => {
        if (q.test({ [m[1]]: el })) walk(el, i + 1, [...acc, String(idx)]);
      });
    }
  };
  walk(doc, 0, []);
  return out;
}

/** Index of the first element of the array at `arrayPath` that satisfies the filter's clauses on it. */
export function findMatchedIndex(doc: Doc, filter: Doc, arrayPath: string): number | undefined {
  const clauses: Doc = {};
  const collect = (f: Doc): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((s) => isPlainObject(s) && collect(s));
      else if (k === arrayPath || k.startsWith(arrayPath + '.')) clauses[k] = v;
    }
  };
  collect(filter);
  if (!Object.keys(clauses).length) return undefined;
  const arr = arrayPath
    .split('.')
    .reduce<unknown>((v, p) => (isPlainObject(v) ? ownValue(v, p) : undefined), doc);
  if (!Array.isArray(arr)) return undefined;
  const q = new Query(clauses);
  const probe = (el: unknown): Doc => {
    const parts = arrayPath.split('.');
    const root: Doc = {};
    let cur = root;
    parts.slice(0, -1).forEach((p) => {
      const next: Doc = {};
      setOwn(cur, p, next);
      cur = next;
    });
    setOwn(cur, parts[parts.length - 1], [el]);
    return root;
  };
  const idx = arr.findIndex((el) => q.test(probe(el)));
  return idx >= 0 ? idx : undefined;
}
