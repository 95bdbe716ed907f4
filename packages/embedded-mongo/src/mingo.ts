// The one place mingo is configured: every query, projection and pipeline of the server runs with this context.
// mingo's own comparisons follow JavaScript, not BSON, so the comparison, $type and $all query operators, the
// comparison expressions and $sort are replaced by ones built on the server's BSON order (storage/values.ts).
// Features mingo would run differently from MongoDB, or that need a server JavaScript engine, refuse with 115.
import { Aggregator as BaseAggregator } from 'mingo/aggregator';
import { Context } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query as BaseQuery } from 'mingo/query';
import type { Options } from 'mingo/types';
import { MongoError, type Doc } from './errors';
import { setOwn } from './field-names';
import { EXPRESSION_OPERATORS, QUERY_OPERATORS, type QueryOp } from './mingo-operators';
import { sortDocs } from './sort';
import { collationOf } from './collation';
import { inputOrder } from './id-first';
import { notSupported } from './unsupported';

// mingo copies its whole operator table (about 200 entries) for every Query built from plain options, which
// dominated point lookups. Options that already are mingo's (unexported) ComputeOptions are reused instead, so one
// instance is captured at start-up through this private operator and handed to every plain Query.
const CAPTURE = '$__embeddedCaptureOptions';
let capturing = false;
let captured: Partial<Options> | undefined;

const UNSUPPORTED = [
  '$geoNear',
  '$search',
  '$searchMeta',
  '$vectorSearch',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$listLocalSessions',
  '$planCacheStats',
  '$listSearchIndexes',
];

const PIPELINE: Record<string, (coll: Iterator, expr: unknown, options: Options) => Iterator> = {
  $sort: (coll, expr, options) => Lazy(sortDocs(coll.collect<Doc>(), expr, collationOf(options))),
  // MongoDB's $project emits _id first, then kept fields in the input's order, then computed ones; mingo differs.
  $project: (coll, expr, options) => {
    const inputs = coll.collect<Doc>();
    const project = pipelineOperators.$project as unknown as (
      c: Iterator,
      e: unknown,
      o: Options,
    ) => Iterator;
    const outputs = project(Lazy(inputs), expr, options).collect<Doc>();
    return Lazy(outputs.map((out, i) => inputOrder(inputs[i], out)));
  },
  ...Object.fromEntries(UNSUPPORTED.map((s) => [s, () => notSupported(`the ${s} stage`)])),
};

const ACCUMULATOR = { $accumulator: () => notSupported('$accumulator (server-side JavaScript)') };

const QUERY: Record<string, QueryOp> = {
  ...QUERY_OPERATORS,
  [CAPTURE]: (_s, _v, options) => {
    if (!capturing) throw new MongoError('BadValue', `unknown operator: ${CAPTURE}`);
    captured = options;
    return () => true;
  },
};

// MongoDB's $elemMatch accepts a condition on the element itself (`{ $elemMatch: { $in: [1, 2] } }`); mingo's
// projection operator runs it as a top-level query, where `$in` is an unknown operator. Such a condition is tested on
// the element wrapped as one field; conditions on element fields (or $and/$or/$nor) keep mingo's form.
const TOP_LEVEL = new Set(['$and', '$or', '$nor', '$expr', '$where', '$text', '$comment', '$jsonSchema']);
const elementCondition = (expr: unknown): boolean =>
  expr !== null &&
  typeof expr === 'object' &&
  Object.keys(expr).length > 0 &&
  Object.keys(expr).every((k) => k.startsWith('$') && !TOP_LEVEL.has(k));
const PROJECTION = {
  ...projectionOperators,
  $elemMatch: (obj: Doc, expr: Doc, field: string, options: Options) => {
    if (!elementCondition(expr)) return projectionOperators.$elemMatch(obj, expr, field, options);
    const arr = Object.hasOwn(obj, field) ? obj[field] : undefined;
    if (!Array.isArray(arr)) return undefined;
    const query = new BaseQuery({ e: expr }, options);
    const hit = arr.find((el) => query.test({ e: el }));
    return hit === undefined ? undefined : [hit];
  },
};

const CONTEXT = Context.init({
  accumulator: { ...accumulatorOperators, ...ACCUMULATOR } as never,
  expression: { ...expressionOperators, ...EXPRESSION_OPERATORS } as never,
  pipeline: { ...pipelineOperators, ...PIPELINE } as never,
  projection: PROJECTION as never,
  query: { ...queryOperators, ...QUERY } as never,
  window: windowOperators as never,
});

/** Stages refused with 115 (they need search, geo or server internals). */
export const UNSUPPORTED_STAGES: ReadonlySet<string> = new Set(UNSUPPORTED);

/** Stage names a pipeline may use here (mingo's plus the ones the aggregate command handles itself). */
export const PIPELINE_STAGES: ReadonlySet<string> = new Set([
  ...Object.keys(pipelineOperators),
  ...Object.keys(PIPELINE),
]);

const withContext = (options?: Partial<Options>): Partial<Options> => ({
  ...options,
  context: CONTEXT,
  scriptEnabled: false,
});

function sharedQueryOptions(): Partial<Options> {
  if (!captured) {
    capturing = true;
    try {
      new BaseQuery({ probe: { [CAPTURE]: 1 } }, withContext());
    } finally {
      capturing = false;
    }
  }
  return captured!;
}

/** Top-level operators mingo handles itself ($where runs JavaScript, $text is unknown to it). */
function checkTopLevel(condition: Doc): void {
  for (const key of Object.keys(condition)) {
    if (key.charCodeAt(0) !== 36) continue;
    if (key === '$text') notSupported('$text (text search)');
    if (key === '$where') notSupported('$where (server-side JavaScript)');
    const sub = condition[key];
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(sub)) {
      for (const s of sub)
        if (s !== null && typeof s === 'object' && !Array.isArray(s)) checkTopLevel(s as Doc);
    }
  }
}

const isDbRef = (v: unknown): v is Doc =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v)[0] === '$ref';

/**
 * A field compared with a DBRef (`{ owner: { $ref: 'users', $id: … } }`) is an equality in MongoDB, not a document
 * of operators: such values are wrapped in `$eq` (also inside $and/$or/$nor). Copies only when one is found.
 */
function dbRefLiterals(condition: Doc): Doc {
  let out: Doc | undefined;
  for (const [key, v] of Object.entries(condition)) {
    let next = v;
    if (isDbRef(v) && key.charCodeAt(0) !== 36) next = { $eq: v };
    else if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(v)) {
      const subs = v.map((s) =>
        s !== null && typeof s === 'object' && !Array.isArray(s) ? dbRefLiterals(s as Doc) : s,
      );
      if (subs.some((s, i) => s !== v[i])) next = subs;
    }
    if (next !== v) setOwn((out ??= { ...condition }), key, next);
  }
  return out ?? condition;
}

/** mingo's Query with the server's operators. */
export class Query extends BaseQuery {
  constructor(condition: Doc, options?: Partial<Options>) {
    if (condition !== null && typeof condition === 'object') {
      checkTopLevel(condition);
      condition = dbRefLiterals(condition);
    }
    super(condition, options ? withContext(options) : sharedQueryOptions());
  }
}

/** mingo's Aggregator with the server's operators. */
export class Aggregator extends BaseAggregator {
  constructor(pipeline: Doc[], options?: Partial<Options>) {
    super(pipeline, withContext(options));
  }
}
