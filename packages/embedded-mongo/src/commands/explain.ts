// explain: reports whether a query would use an index (IXSCAN/IDHACK) or scan (COLLSCAN).
import { MongoError, type Doc } from '../errors';
import { planQuery, runFind } from '../query';
import { resolveHint } from '../hint';
import { isPlainObject } from '../storage/values';
import { VERSION } from './admin';
import { parseCollation } from '../collation';
import type { CommandContext, Handler } from './context';

function filterAndSort(name: string, inner: Doc): { filter: Doc; sort?: Doc; hint?: unknown } {
  switch (name) {
    case 'find':
      return { filter: (inner.filter as Doc) ?? {}, sort: inner.sort as Doc, hint: inner.hint };
    case 'count':
    case 'distinct':
      return { filter: (inner.query as Doc) ?? {}, hint: inner.hint };
    case 'findandmodify':
      return { filter: (inner.query as Doc) ?? {}, sort: inner.sort as Doc, hint: inner.hint };
    case 'update':
      return {
        filter: ((inner.updates as Doc[])?.[0]?.q as Doc) ?? {},
        hint: (inner.updates as Doc[])?.[0]?.hint,
      };
    case 'delete':
      return {
        filter: ((inner.deletes as Doc[])?.[0]?.q as Doc) ?? {},
        hint: (inner.deletes as Doc[])?.[0]?.hint,
      };
    case 'aggregate': {
      const stages = (inner.pipeline as Doc[]) ?? [];
      const match = isPlainObject(stages[0]?.$match) ? (stages[0].$match as Doc) : {};
      const sortStage = stages.find((s) => isPlainObject(s.$sort));
      return { filter: match, sort: sortStage?.$sort as Doc, hint: inner.hint };
    }
    default:
      throw new MongoError('CommandNotFound', `Explain failed due to unknown command: ${name}`);
  }
}

function explain(ctx: CommandContext): Doc {
  const inner = ctx.cmd.explain;
  if (!isPlainObject(inner))
    throw new MongoError('FailedToParse', 'explain command requires a nested object');
  const innerName = Object.keys(inner)[0];
  const collNameValue = String(inner[innerName]);
  const { filter, sort, hint } = filterAndSort(innerName.toLowerCase(), inner);
  const coll = ctx.server.store.collection(ctx.db, collNameValue);
  const resolvedHint = resolveHint(coll, hint);
  // A collated query scans (see runFind), and explain says so.
  const collated = parseCollation(inner.collation) !== undefined;
  const plan = !coll
    ? { stage: 'EOF' as const }
    : collated
      ? { stage: 'COLLSCAN' as const }
      : planQuery(coll, filter, sort, resolvedHint);
  const scan: Doc =
    plan.stage === 'IXSCAN'
      ? { stage: 'IXSCAN', keyPattern: plan.keyPattern, indexName: plan.indexName, direction: 'forward' }
      : { stage: plan.stage };
  const winningPlan: Doc = plan.stage === 'IXSCAN' ? { stage: 'FETCH', filter, inputStage: scan } : scan;
  if (plan.stage === 'COLLSCAN') winningPlan.filter = filter;
  const reply: Doc = {
    queryPlanner: {
      namespace: `${ctx.db}.${collNameValue}`,
      parsedQuery: filter,
      indexFilterSet: false,
      winningPlan,
      rejectedPlans: [],
    },
    command: inner,
    serverInfo: { host: ctx.server.host, port: ctx.server.port, version: VERSION },
    ok: 1,
  };
  if (ctx.cmd.verbosity !== 'queryPlanner') {
    // executionStats/allPlansExecution: run the read part of the query to report real counts.
    const nReturned = runFind(coll, { filter, sort, hint }).length;
    const examined = plan.stage === 'COLLSCAN' ? (coll?.docs.size ?? 0) : nReturned;
    reply.executionStats = {
      executionSuccess: true,
      nReturned,
      totalKeysExamined: plan.stage === 'COLLSCAN' ? 0 : examined,
      totalDocsExamined: examined,
      executionStages: winningPlan,
    };
  }
  return reply;
}

export const explainCommands: Record<string, Handler> = { explain };
