// aggregate: mingo runs the stages; $count and $out are handled here to match MongoDB.
import { Long } from 'bson';
import { Aggregator, PIPELINE_STAGES, UNSUPPORTED_STAGES } from '../mingo';
import { MongoError, type Doc } from '../errors';
import { checkPipelineFieldNames } from '../field-names';
import { runFind } from '../query';
import type { Store } from '../storage/store';
import { isPlainObject } from '../storage/values';
import { writeMerge, writeOut } from './merge';
import { notSupported } from '../unsupported';
import { letVariables } from '../let-variables';
import { parseCollation } from '../collation';
import { plainNumbers } from '../bson-values';
import { intOpt, type CommandContext, type Handler } from './context';

// Stages that only filter, order or pass documents through keep their BSON numeric types; any other stage
// computes with mingo, which needs plain JS numbers (see plainNumbers).
const PASS_THROUGH = new Set([
  '$match',
  '$sort',
  '$skip',
  '$limit',
  '$count',
  '$sample',
  '$unwind',
  '$out',
  '$merge',
]);

function runStages(
  store: Store,
  db: string,
  input: Doc[],
  stages: Doc[],
  collation?: Doc,
  variables?: Doc,
): Doc[] {
  const computes = stages.some((s) => !PASS_THROUGH.has(Object.keys(s)[0]));
  const forMingo = (docs: Iterable<Doc>): Doc[] =>
    computes ? Array.from(docs, (d) => plainNumbers(d) as Doc) : Array.from(docs);
  const collectionResolver = (name: string): Doc[] =>
    forMingo(store.collection(db, name)?.docs.values() ?? []);
  let rows = forMingo(input);
  let segment: Doc[] = [];
  const flush = (): void => {
    if (segment.length)
      rows = new Aggregator(segment, {
        collectionResolver,
        collation: collation as never,
        variables: variables && (plainNumbers(variables) as Doc),
      }).run(rows) as Doc[];
    segment = [];
  };
  for (const stage of stages) {
    if ('$count' in stage) {
      // MongoDB emits nothing for an empty input; mingo would emit { n: 0 }.
      flush();
      rows = rows.length ? [{ [String(stage.$count)]: rows.length }] : [];
    } else segment.push(stage);
  }
  flush();
  return rows;
}

async function aggregate(ctx: CommandContext): Promise<Doc> {
  const { cmd, server } = ctx;
  const pipeline = cmd.pipeline;
  if (!Array.isArray(pipeline))
    throw new MongoError('TypeMismatch', "'pipeline' option must be specified as an array");
  if (!isPlainObject(cmd.cursor) && !cmd.explain) {
    throw new MongoError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  checkPipelineFieldNames(pipeline);
  const variables = letVariables(cmd);
  const collation = parseCollation(cmd.collation);
  (pipeline as unknown[]).forEach((stage, i) => {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new MongoError(
        'TypeMismatch',
        'A pipeline stage specification object must contain exactly one field.',
        {},
        40323,
      );
    }
    const op = Object.keys(stage)[0];
    if (!PIPELINE_STAGES.has(op))
      throw new MongoError('Location40324', `Unrecognized pipeline stage name: '${op}'`, {}, 40324);
    if (UNSUPPORTED_STAGES.has(op)) notSupported(`the ${op} stage`);
    if ((op === '$out' || op === '$merge') && i !== (pipeline as unknown[]).length - 1) {
      throw new MongoError('Location40601', `${op} can only be the final stage in the pipeline`, {}, 40601);
    }
  });
  const target = cmd.aggregate;
  const stages = pipeline as Doc[];
  const name = typeof target === 'string' ? target : undefined;
  const coll = name ? server.store.collection(ctx.db, name) : undefined;
  // Start from an index when the pipeline opens with $match.
  const first = stages[0];
  const matched = first && isPlainObject(first.$match);
  const input = name
    ? runFind(coll, {
        filter: matched ? (first.$match as Doc) : {},
        hint: cmd.hint,
        collation: cmd.collation as Doc,
        variables,
      })
    : [];
  const rest = matched ? stages.slice(1) : stages;
  const last = rest[rest.length - 1];
  const out = last && ('$out' in last || '$merge' in last) ? last : undefined;
  const rows = runStages(
    server.store,
    ctx.db,
    input,
    out ? rest.slice(0, -1) : rest,
    collation?.spec,
    variables,
  );
  if (out) {
    if ('$out' in out) writeOut(server.store, ctx.db, out.$out, rows);
    else writeMerge(server.store, ctx.db, out.$merge, rows);
    await server.store.flush();
    return { cursor: { firstBatch: [], id: Long.ZERO, ns: `${ctx.db}.${name ?? '$cmd.aggregate'}` }, ok: 1 };
  }
  const batchSize = isPlainObject(cmd.cursor) ? intOpt({ ...ctx, cmd: cmd.cursor }, 'batchSize') : undefined;
  return { cursor: server.cursors.open(`${ctx.db}.${name ?? '$cmd.aggregate'}`, rows, batchSize), ok: 1 };
}

export const aggregateCommands: Record<string, Handler> = { aggregate };
