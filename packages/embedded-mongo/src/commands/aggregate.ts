// aggregate: mingo runs the stages; $count and $out are handled here to match MongoDB.
import { Long } from 'bson';
import { Aggregator } from 'mingo';
import { MongoError, type Doc } from '../errors';
import { checkPipelineFieldNames } from '../field-names';
import { runFind } from '../query';
import type { Store } from '../storage/store';
import { isPlainObject } from '../storage/values';
import { asStored } from '../update/apply';
import { intOpt, type CommandContext, type Handler } from './context';

function runStages(store: Store, db: string, input: Doc[], stages: Doc[]): Doc[] {
  const collectionResolver = (name: string): Doc[] => Array.from(store.collection(db, name)?.docs.values() ?? []);
  let rows = input;
  let segment: Doc[] = [];
  const flush = (): void => {
    if (segment.length) rows = new Aggregator(segment, { collectionResolver }).run(rows) as Doc[];
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

function writeOut(store: Store, db: string, target: unknown, rows: Doc[]): void {
  const name = typeof target === 'string' ? target : String((target as Doc).coll);
  const targetDb = typeof target === 'string' ? db : String((target as Doc).db ?? db);
  const old = store.collection(targetDb, name);
  const specs = old?.specs.slice(1) ?? [];
  store.dropCollection(targetDb, name);
  const coll = store.ensureCollection(targetDb, name);
  for (const spec of specs) store.createIndex(coll, spec);
  for (const row of rows) store.insert(coll, asStored(row));
}

async function aggregate(ctx: CommandContext): Promise<Doc> {
  const { cmd, server } = ctx;
  const pipeline = cmd.pipeline;
  if (!Array.isArray(pipeline)) throw new MongoError('TypeMismatch', "'pipeline' option must be specified as an array");
  if (!isPlainObject(cmd.cursor) && !cmd.explain) {
    throw new MongoError('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  checkPipelineFieldNames(pipeline);
  const target = cmd.aggregate;
  const stages = pipeline as Doc[];
  const name = typeof target === 'string' ? target : undefined;
  const coll = name ? server.store.collection(ctx.db, name) : undefined;
  // Start from an index when the pipeline opens with $match.
  const first = stages[0];
  const matched = first && isPlainObject(first.$match);
  const input = name ? runFind(coll, { filter: matched ? (first.$match as Doc) : {} }) : [];
  const rest = matched ? stages.slice(1) : stages;
  const last = rest[rest.length - 1];
  const out = last && ('$out' in last || '$merge' in last) ? last : undefined;
  const rows = runStages(server.store, ctx.db, input, out ? rest.slice(0, -1) : rest);
  if (out) {
    writeOut(server.store, ctx.db, out.$out ?? (out.$merge as Doc).into, rows);
    await server.store.flush();
    return { cursor: { firstBatch: [], id: Long.ZERO, ns: `${ctx.db}.${name ?? '$cmd.aggregate'}` }, ok: 1 };
  }
  const batchSize = isPlainObject(cmd.cursor) ? intOpt({ ...ctx, cmd: cmd.cursor }, 'batchSize') : undefined;
  return { cursor: server.cursors.open(`${ctx.db}.${name ?? '$cmd.aggregate'}`, rows, batchSize), ok: 1 };
}

export const aggregateCommands: Record<string, Handler> = { aggregate };
