// Collections and databases: create, drop, dropDatabase, listCollections.
import { MongoError, type Doc } from '../errors';
import { isPlainObject } from '../storage/values';
import { Query } from '../mingo';
import { ID_INDEX_SPEC } from '../storage/collection';
import { collName, type CommandContext, type Handler } from './context';

async function create(ctx: CommandContext): Promise<Doc> {
  const name = collName(ctx);
  const { store } = ctx.server;
  if (store.collection(ctx.db, name)) {
    throw new MongoError('NamespaceExists', `Collection ${ctx.db}.${name} already exists.`);
  }
  const { create: _c, $db: _d, lsid: _l, $clusterTime: _t, writeConcern: _w, ...options } = ctx.cmd;
  store.ensureCollection(ctx.db, name, options);
  await store.flush();
  return { ok: 1 };
}

async function drop(ctx: CommandContext): Promise<Doc> {
  const name = collName(ctx);
  const { store } = ctx.server;
  const coll = store.collection(ctx.db, name);
  // Since MongoDB 7.0, dropping a missing collection succeeds.
  if (!coll) return { ok: 1 };
  const nIndexesWas = coll.specs.length;
  store.dropCollection(ctx.db, name);
  await store.flush();
  return { nIndexesWas, ns: coll.ns, ok: 1 };
}

async function dropDatabase(ctx: CommandContext): Promise<Doc> {
  ctx.server.store.dropDatabase(ctx.db);
  await ctx.server.store.flush();
  return { dropped: ctx.db, ok: 1 };
}

function listCollections(ctx: CommandContext): Doc {
  const db = ctx.server.store.dbs.get(ctx.db);
  const nameOnly = ctx.cmd.nameOnly === true;
  let rows: Doc[] = Array.from(db?.values() ?? []).map((c) =>
    nameOnly
      ? { name: c.name, type: 'collection' }
      : { name: c.name, type: 'collection', options: c.options, info: { readOnly: false }, idIndex: ID_INDEX_SPEC },
  );
  if (isPlainObject(ctx.cmd.filter) && Object.keys(ctx.cmd.filter).length) {
    rows = new Query(ctx.cmd.filter).find(rows).all() as Doc[];
  }
  const cursor = isPlainObject(ctx.cmd.cursor) ? ctx.cmd.cursor : {};
  const batch = typeof cursor.batchSize === 'number' ? cursor.batchSize : undefined;
  return { cursor: ctx.server.cursors.open(`${ctx.db}.$cmd.listCollections`, rows, batch), ok: 1 };
}

export const ddlCommands: Record<string, Handler> = {
  create,
  drop,
  dropdatabase: dropDatabase,
  listcollections: listCollections,
};
