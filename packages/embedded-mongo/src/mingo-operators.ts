// Query and expression operators that replace mingo's: they compare with the server's BSON order
// (storage/values.ts) and BSON type codes, and refuse what the embedded server does not implement.
import { evalExpr } from 'mingo/core';
import * as queryOperators from 'mingo/operators/query';
import type { Options } from 'mingo/types';
import { resolve } from 'mingo/util';
import { bitwiseOperators } from './bitwise';
import { bsonTypeCode, bsonTypeName, typeMatcher } from './bson-types';
import { collationOf, type Collation } from './collation';
import { MongoError, type Doc } from './errors';
import { keyOf, typeRank } from './storage/values';
import { compareValues } from './storage/compare';
import { notSupported } from './unsupported';

export type Matcher = (obj: unknown) => boolean;
export type QueryOp = (selector: string, value: unknown, options: Options) => Matcher;
type ExprOp = (obj: unknown, expr: unknown, options: Options) => unknown;

/** The values a query predicate sees at a path: the value, and for arrays the array and its elements. */
function candidates(obj: unknown, selector: string): unknown[] {
  const v = resolve(obj as Doc, selector, { unwrapArray: true });
  if (!Array.isArray(v)) return [v];
  const out: unknown[] = [v];
  // Paths through arrays of documents come back as arrays of per-element values: open one level more.
  const depth = selector.split('.').length - 1;
  const open = (xs: unknown[], d: number): void => {
    for (const x of xs) {
      out.push(x);
      if (d > 0 && Array.isArray(x)) open(x, d - 1);
    }
  };
  open(v, depth);
  return out;
}

const isRegex = (v: unknown): boolean =>
  v instanceof RegExp || (v as { _bsontype?: string })?._bsontype === 'BSONRegExp';

/** A regular expression item of $all (or $in) matches a string field or a string element of an array. */
function regexMatcher(selector: string, value: unknown): Matcher {
  const re = value instanceof RegExp ? value : toRegExp(value as { pattern: string; options: string });
  return (obj) => candidates(obj, selector).some((c) => typeof c === 'string' && re.test(c));
}

function toRegExp(r: { pattern: string; options: string }): RegExp {
  return new RegExp(r.pattern, r.options.replace(/[^imsu]/g, ''));
}

function eqMatcher(selector: string, value: unknown, coll?: Collation): Matcher {
  const key = keyOf(value, coll);
  return (obj) => candidates(obj, selector).some((c) => keyOf(c, coll) === key);
}

function inMatcher(selector: string, value: unknown, op: string, coll?: Collation): Matcher {
  if (!Array.isArray(value)) throw new MongoError('BadValue', `${op} needs an array`);
  const keys = new Set(value.filter((v) => !isRegex(v)).map((v) => keyOf(v, coll)));
  const patterns = value.filter((v): v is RegExp => v instanceof RegExp);
  return (obj) =>
    candidates(obj, selector).some(
      (c) => keys.has(keyOf(c, coll)) || (typeof c === 'string' && patterns.some((p) => p.test(c))),
    );
}

/** Range operators only compare within one BSON type bracket (MinKey/MaxKey compare with everything). */
function rangeMatcher(test: (c: number) => boolean, orEqual: boolean): QueryOp {
  return (selector, value, options) => {
    const coll = collationOf(options);
    const rank = typeRank(value);
    const anyType = rank === 0 || rank === 100;
    return (obj) =>
      candidates(obj, selector).some((c) => {
        if (!anyType && typeRank(c) !== rank) return false;
        if (rank === 1) return orEqual; // null: only $gte/$lte match null or missing
        return test(compareValues(c, value, coll));
      });
  };
}

const originalAll = queryOperators.$all as unknown as QueryOp;

export const QUERY_OPERATORS: Record<string, QueryOp> = {
  ...bitwiseOperators(candidates),
  $eq: (s, v, o) => eqMatcher(s, v, collationOf(o)),
  $ne: (s, v, o) => {
    const m = eqMatcher(s, v, collationOf(o));
    return (o) => !m(o);
  },
  $in: (s, v, o) => inMatcher(s, v, '$in', collationOf(o)),
  $nin: (s, v, o) => {
    const m = inMatcher(s, v, '$nin', collationOf(o));
    return (o) => !m(o);
  },
  $gt: rangeMatcher((c) => c > 0, false),
  $gte: rangeMatcher((c) => c >= 0, true),
  $lt: rangeMatcher((c) => c < 0, false),
  $lte: rangeMatcher((c) => c <= 0, true),
  $type: (selector, value) => {
    const tests = (Array.isArray(value) ? value : [value]).map(typeMatcher);
    return (obj) =>
      candidates(obj, selector).some((c) => {
        const code = bsonTypeCode(c);
        return code !== undefined && tests.some((t) => t(code));
      });
  },
  // Since MongoDB 2.6, $all is an $and of equalities, so it also matches a scalar field equal to every item.
  $all: (selector, value, options) => {
    if (!Array.isArray(value)) throw new MongoError('BadValue', '$all needs an array');
    if (!value.length) return () => false;
    const parts = value.map((item) =>
      isRegex(item)
        ? regexMatcher(selector, item)
        : item !== null && typeof item === 'object' && '$elemMatch' in item
          ? originalAll(selector, [item], options)
          : eqMatcher(selector, item, collationOf(options)),
    );
    return (obj) => parts.every((m) => m(obj));
  },
  $where: () => notSupported('$where (server-side JavaScript)'),
  $text: () => notSupported('$text (text search)'),
  $near: () => notSupported('$near (geospatial queries)'),
  $nearSphere: () => notSupported('$nearSphere (geospatial queries)'),
  $geoWithin: () => notSupported('$geoWithin (geospatial queries)'),
  // $within is the pre-2.4 name of $geoWithin, still accepted by MongoDB 7.
  $within: () => notSupported('$within (geospatial queries)'),
  $geoIntersects: () => notSupported('$geoIntersects (geospatial queries)'),
  $jsonSchema: () => notSupported('$jsonSchema'),
};

/** Aggregation comparisons use the full BSON order, with a missing value below null. */
function exprCompare(a: unknown, b: unknown, options?: Options): number {
  if ((a === undefined) !== (b === undefined)) return a === undefined ? -1 : 1;
  return compareValues(a, b, collationOf(options));
}

function comparison(test: (c: number) => boolean): ExprOp {
  return (obj, expr, options) => {
    if (!Array.isArray(expr) || expr.length !== 2)
      throw new MongoError('Location16020', 'Expression takes exactly 2 arguments.', {}, 16020);
    const [a, b] = evalExpr(obj, expr, options) as unknown[];
    return test(exprCompare(a, b, options));
  };
}

export const EXPRESSION_OPERATORS: Record<string, ExprOp> = {
  $cmp: (obj, expr, options) => {
    const [a, b] = evalExpr(obj, expr, options) as unknown[];
    return Math.sign(exprCompare(a, b, options));
  },
  $eq: comparison((c) => c === 0),
  $ne: comparison((c) => c !== 0),
  $gt: comparison((c) => c > 0),
  $gte: comparison((c) => c >= 0),
  $lt: comparison((c) => c < 0),
  $lte: comparison((c) => c <= 0),
  $type: (obj, expr, options) => bsonTypeName(evalExpr(obj, Array.isArray(expr) ? expr[0] : expr, options)),
  $function: () => notSupported('$function (server-side JavaScript)'),
  $meta: () => notSupported('$meta (text and search scores)'),
};
