// The one place mingo is configured: every query, projection and pipeline of the server runs with this context.
// mingo's own comparisons follow JavaScript, not BSON, so the comparison, $type and $all query operators, the
// comparison expressions and $sort are replaced by ones built on the server's BSON order (storage/values.ts).
// Features mingo would run differently from MongoDB, or that need a server JavaScript engine, refuse with 115.
import { Aggregator as BaseAggregator } from 'mingo/aggregator';
import { Context, evalExpr } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query as BaseQuery } from 'mingo/query';
import type { Options } from 'mingo/types';
import { resolve } from 'mingo/util';
import { bsonTypeCode, bsonTypeName, typeMatcher } from './bson-types';
import { MongoError, type Doc } from './errors';
import { sortDocs } from './sort';
import { compareValues, keyOf, typeRank } from './storage/values';
import { notSupported } from './unsupported';

type Matcher = (obj: unknown) => boolean;
type QueryOp = (selector: string, value: unknown, options: Options) => Matcher;
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

const isRegex = (v: unknown): boolean => v instanceof RegExp || (v as { _bsontype?: string })?._bsontype === 'BSONRegExp';

function eqMatcher(selector: string, value: unknown): Matcher {
  const key = keyOf(value);
  return (obj) => candidates(obj, selector).some((c) => keyOf(c) === key);
}

function inMatcher(selector: string, value: unknown, op: string): Matcher {
  if (!Array.isArray(value)) throw new MongoError('BadValue', `${op} needs an array`);
  const keys = new Set(value.filter((v) => !isRegex(v)).map(keyOf));
  const patterns = value.filter((v): v is RegExp => v instanceof RegExp);
  return (obj) => candidates(obj, selector).some((c) => keys.has(keyOf(c)) || (typeof c === 'string' && patterns.some((p) => p.test(c))));
}

/** Range operators only compare within one BSON type bracket (MinKey/MaxKey compare with everything). */
function rangeMatcher(test: (c: number) => boolean, orEqual: boolean): QueryOp {
  return (selector, value) => {
    const rank = typeRank(value);
    const anyType = rank === 0 || rank === 100;
    return (obj) =>
      candidates(obj, selector).some((c) => {
        if (!anyType && typeRank(c) !== rank) return false;
        if (rank === 1) return orEqual; // null: only $gte/$lte match null or missing
        return test(compareValues(c, value));
      });
  };
}

const originalAll = queryOperators.$all as unknown as QueryOp;

const QUERY: Record<string, QueryOp> = {
  $eq: (s, v) => eqMatcher(s, v),
  $ne: (s, v) => { const m = eqMatcher(s, v); return (o) => !m(o); },
  $in: (s, v) => inMatcher(s, v, '$in'),
  $nin: (s, v) => { const m = inMatcher(s, v, '$nin'); return (o) => !m(o); },
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
      item !== null && typeof item === 'object' && '$elemMatch' in item ? originalAll(selector, [item], options) : eqMatcher(selector, item),
    );
    return (obj) => parts.every((m) => m(obj));
  },
  $where: () => notSupported('$where (server-side JavaScript)'),
  $text: () => notSupported('$text (text search)'),
  $near: () => notSupported('$near (geospatial queries)'),
  $nearSphere: () => notSupported('$nearSphere (geospatial queries)'),
  $geoWithin: () => notSupported('$geoWithin (geospatial queries)'),
  $geoIntersects: () => notSupported('$geoIntersects (geospatial queries)'),
  $jsonSchema: () => notSupported('$jsonSchema'),
};

/** Aggregation comparisons use the full BSON order, with a missing value below null. */
function exprCompare(a: unknown, b: unknown): number {
  if ((a === undefined) !== (b === undefined)) return a === undefined ? -1 : 1;
  return compareValues(a, b);
}

function comparison(test: (c: number) => boolean): ExprOp {
  return (obj, expr, options) => {
    if (!Array.isArray(expr) || expr.length !== 2) throw new MongoError('Location16020', 'Expression takes exactly 2 arguments.', {}, 16020);
    const [a, b] = evalExpr(obj, expr, options) as unknown[];
    return test(exprCompare(a, b));
  };
}

const EXPRESSION: Record<string, ExprOp> = {
  $cmp: (obj, expr, options) => {
    const [a, b] = evalExpr(obj, expr, options) as unknown[];
    return Math.sign(exprCompare(a, b));
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

const UNSUPPORTED_STAGES = ['$geoNear', '$search', '$searchMeta', '$vectorSearch', '$changeStream', '$collStats', '$indexStats', '$currentOp', '$listSessions', '$listLocalSessions', '$planCacheStats', '$listSearchIndexes'];

const PIPELINE: Record<string, (coll: Iterator, expr: unknown, options: Options) => Iterator> = {
  $sort: (coll, expr) => Lazy(sortDocs(coll.collect<Doc>(), expr)),
  ...Object.fromEntries(UNSUPPORTED_STAGES.map((s) => [s, () => notSupported(`the ${s} stage`)])),
};

const ACCUMULATOR = { $accumulator: () => notSupported('$accumulator (server-side JavaScript)') };

const CONTEXT = Context.init({
  accumulator: { ...accumulatorOperators, ...ACCUMULATOR } as never,
  expression: { ...expressionOperators, ...EXPRESSION } as never,
  pipeline: { ...pipelineOperators, ...PIPELINE } as never,
  projection: projectionOperators as never,
  query: { ...queryOperators, ...QUERY } as never,
  window: windowOperators as never,
});

/** Stage names a pipeline may use here (mingo's plus the ones the aggregate command handles itself). */
export const PIPELINE_STAGES: ReadonlySet<string> = new Set([...Object.keys(pipelineOperators), ...Object.keys(PIPELINE)]);

const withContext = (options?: Partial<Options>): Partial<Options> => ({ ...options, context: CONTEXT, scriptEnabled: false });

/** mingo's Query with the server's operators. */
export class Query extends BaseQuery {
  constructor(condition: Doc, options?: Partial<Options>) {
    super(condition, withContext(options));
  }
}

/** mingo's Aggregator with the server's operators. */
export class Aggregator extends BaseAggregator {
  constructor(pipeline: Doc[], options?: Partial<Options>) {
    super(pipeline, withContext(options));
  }
}
