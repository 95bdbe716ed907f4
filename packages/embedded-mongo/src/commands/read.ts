// find, getMore, killCursors, count, distinct.
import { Long } from 'bson';
import { MongoError, type Doc } from '../errors';
import { runFind } from '../query';
import { valuesAtPath } from '../storage/paths';
import type { Collection } from '../storage/collection';
import { keyOf } from '../storage/values';
import { letVariables } from '../let-variables';
import { parseCollation } from '../collation';
import { collName, existing, intOpt, type CommandContext, type Handler } from './context';

function find(ctx: CommandContext): Doc {
  const { cmd } = ctx;
  const variables = letVariables(cmd);
  const name = collName(ctx);
  let limit = intOpt(ctx, 'limit');
  let singleBatch = cmd.singleBatch === true;
  if (limit !== undefined && limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const batchSize = intOpt(ctx, 'batchSize');
  if (batchSize !== undefined && batchSize < 0)
    throw new MongoError('BadValue', 'BatchSize value must be non-negative');
  const coll = existing(ctx);
  const raws: Uint8Array[] = [];
  const docs = runFind(
    coll,
    {
      filter: cmd.filter as Doc,
      sort: cmd.sort as Doc,
      projection: cmd.projection as Doc,
      skip: intOpt(ctx, 'skip'),
      limit,
      collation: cmd.collation as Doc,
      hint: cmd.hint,
      variables,
    },
    raws,
  );
  const bytes = raws.length === docs.length ? raws : coll && storedBytes(coll, docs, cmd.projection);
  return {
    cursor: ctx.server.cursors.open(`${ctx.db}.${name}`, docs, batchSize, singleBatch, bytes),
    ok: 1,
  };
}

/**
 * Without a projection, find returns stored documents as decoded in this same tick: their stored BSON is
 * what encoding them would give, so the reply copies those bytes (cursors.ts) instead of encoding again.
 * (A read by key hands its documents' bytes to find itself, projected ones included: runFind's `raws`.)
 */
function storedBytes(coll: Collection, docs: Doc[], projection: unknown): Uint8Array[] | undefined {
  if (projection && Object.keys(projection).length) return undefined;
  const raws: Uint8Array[] = [];
  for (let i = 0; i < docs.length; i++) {
    const raw = coll.docs.raw(keyOf(docs[i]._id));
    if (!raw) return undefined;
    raws.push(raw);
  }
  return raws;
}

function getMore(ctx: CommandContext): Doc {
  const raw = ctx.cmd[ctx.name];
  const id = Long.isLong(raw) ? raw : typeof raw === 'number' ? Long.fromNumber(raw) : undefined;
  if (!id)
    throw new MongoError(
      'TypeMismatch',
      `Field 'getMore' must be of type long in: ${JSON.stringify(ctx.cmd)}`,
    );
  const coll = ctx.cmd.collection;
  if (typeof coll !== 'string')
    throw new MongoError(
      'Location40414',
      "BSON field 'getMore.collection' is missing but a required field",
      {},
      40414,
    );
  return { cursor: ctx.server.cursors.getMore(id, intOpt(ctx, 'batchSize'), `${ctx.db}.${coll}`), ok: 1 };
}

function killCursors(ctx: CommandContext): Doc {
  const ids = ((ctx.cmd.cursors as unknown[]) ?? []).map((v) =>
    Long.isLong(v) ? v : Long.fromNumber(Number(v)),
  );
  const { killed, notFound } = ctx.server.cursors.kill(ids);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

function count(ctx: CommandContext): Doc {
  const docs = runFind(existing(ctx), {
    filter: (ctx.cmd.query as Doc) ?? {},
    hint: ctx.cmd.hint,
    collation: ctx.cmd.collation as Doc,
    skip: intOpt(ctx, 'skip'),
    limit: Math.abs(intOpt(ctx, 'limit') ?? 0),
  });
  return { n: docs.length, ok: 1 };
}

function distinct(ctx: CommandContext): Doc {
  const key = ctx.cmd.key;
  if (typeof key !== 'string')
    throw new MongoError(
      'TypeMismatch',
      "BSON field 'distinct.key' is the wrong type, expected type 'string'",
    );
  const docs = runFind(existing(ctx), {
    filter: (ctx.cmd.query as Doc) ?? {},
    hint: ctx.cmd.hint,
    collation: ctx.cmd.collation as Doc,
  });
  const collation = parseCollation(ctx.cmd.collation);
  const seen = new Map<string, unknown>();
  for (const d of docs) {
    for (const v of valuesAtPath(d, key).values)
      if (v !== undefined && !seen.has(keyOf(v, collation))) seen.set(keyOf(v, collation), v);
  }
  return { values: Array.from(seen.values()), ok: 1 };
}

export const readCommands: Record<string, Handler> = {
  find,
  getmore: getMore,
  killcursors: killCursors,
  count,
  distinct,
};
