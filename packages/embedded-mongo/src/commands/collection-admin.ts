// renameCollection, collMod, dbStats, collStats and setParameter.
import { calculateObjectSize } from 'bson';
import { MongoError, type Doc } from '../errors';
import type { Collection } from '../storage/collection';
import { isNumeric, isPlainObject, keyOf, toNumber } from '../storage/values';
import { notSupported } from '../unsupported';
import { collName, type CommandContext, type Handler } from './context';
import { checkCollectionOptions } from './ddl';

function splitNs(ns: unknown, field: string): [string, string] {
  const s = typeof ns === 'string' ? ns : '';
  const dot = s.indexOf('.');
  if (dot <= 0 || dot === s.length - 1)
    throw new MongoError('InvalidNamespace', `Invalid ${field} namespace: ${String(ns)}`);
  return [s.slice(0, dot), s.slice(dot + 1)];
}

/** renameCollection (admin only): moves documents, indexes and options; `dropTarget` replaces an existing target. */
async function renameCollection(ctx: CommandContext): Promise<Doc> {
  if (ctx.db !== 'admin')
    throw new MongoError(
      'Unauthorized',
      'renameCollection may only be run against the admin database.',
      {},
      13,
    );
  const [fromDb, fromName] = splitNs(ctx.cmd.renameCollection, 'source');
  const [toDb, toName] = splitNs(ctx.cmd.to, 'target');
  const { store } = ctx.server;
  const source = store.collection(fromDb, fromName);
  if (!source)
    throw new MongoError('NamespaceNotFound', `Source collection ${fromDb}.${fromName} does not exist`);
  if (fromDb === toDb && fromName === toName)
    throw new MongoError('IllegalOperation', "Can't rename a collection to itself");
  if (store.collection(toDb, toName)) {
    if (ctx.cmd.dropTarget !== true) throw new MongoError('NamespaceExists', 'target namespace exists');
    store.dropCollection(toDb, toName);
  }
  const target = store.ensureCollection(toDb, toName, source.options);
  for (const spec of source.specs.slice(1)) store.createIndex(target, spec);
  for (const doc of source.docs.values()) store.insert(target, doc);
  store.dropCollection(fromDb, fromName);
  await store.flush();
  return { ok: 1 };
}

/** collMod: changes a TTL index's expireAfterSeconds; options the server does not implement are refused. */
async function collMod(ctx: CommandContext): Promise<Doc> {
  const name = collName(ctx);
  const { store } = ctx.server;
  const coll = store.collection(ctx.db, name);
  if (!coll) throw new MongoError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  checkCollectionOptions(ctx.cmd);
  const reply: Doc = {};
  const change = ctx.cmd.index;
  if (change !== undefined) {
    if (!isPlainObject(change))
      throw new MongoError(
        'TypeMismatch',
        "BSON field 'collMod.index' is the wrong type, expected type 'object'",
      );
    const spec = coll.specs.find((s) =>
      typeof change.name === 'string' ? s.name === change.name : keyOf(s.key) === keyOf(change.keyPattern),
    );
    if (!spec || spec.name === '_id_')
      throw new MongoError(
        'IndexNotFound',
        `cannot find index ${JSON.stringify(change.name ?? change.keyPattern)} for ns ${coll.ns}`,
      );
    for (const k of Object.keys(change)) {
      if (k === 'hidden' || k === 'unique' || k === 'prepareUnique')
        notSupported(`collMod index option '${k}'`);
      else if (!['name', 'keyPattern', 'expireAfterSeconds'].includes(k))
        throw new MongoError(
          'Location40415',
          `BSON field 'collMod.index.${k}' is an unknown field.`,
          {},
          40415,
        );
    }
    if (change.expireAfterSeconds !== undefined) {
      if (!isNumeric(change.expireAfterSeconds))
        throw new MongoError(
          'TypeMismatch',
          "BSON field 'collMod.index.expireAfterSeconds' is the wrong type",
        );
      if (spec.expireAfterSeconds === undefined)
        throw new MongoError('InvalidOptions', 'no expireAfterSeconds field to update');
      reply.expireAfterSeconds_old = spec.expireAfterSeconds;
      reply.expireAfterSeconds_new = toNumber(change.expireAfterSeconds);
      store.dropIndex(coll, String(spec.name));
      store.createIndex(coll, { ...spec, expireAfterSeconds: toNumber(change.expireAfterSeconds) });
    }
  }
  await store.flush();
  return { ...reply, ok: 1 };
}

function scaleOf(ctx: CommandContext): number {
  const s = ctx.cmd.scale;
  if (s === undefined) return 1;
  const n = isNumeric(s) ? Math.trunc(toNumber(s)) : NaN;
  if (!(n >= 1)) throw new MongoError('BadValue', 'Scale factor must be greater than zero', {}, 51024);
  return n;
}

function sizes(coll: Collection): { count: number; size: number; indexSizes: Doc; totalIndexSize: number } {
  let size = 0;
  for (const doc of coll.docs.values()) size += calculateObjectSize(doc);
  // Index sizes are estimated from the entries they hold (keys are not stored as BSON here).
  const indexSizes: Doc = { _id_: coll.docs.size * 16 };
  for (const index of coll.indexes.values()) indexSizes[index.name] = index.size * 16 * index.fields.length;
  const totalIndexSize = Object.values(indexSizes).reduce<number>((a, b) => a + (b as number), 0);
  return { count: coll.docs.size, size, indexSizes, totalIndexSize };
}

function dbStats(ctx: CommandContext): Doc {
  const scale = scaleOf(ctx);
  const colls = Array.from(ctx.server.store.dbs.get(ctx.db)?.values() ?? []);
  let objects = 0,
    dataSize = 0,
    indexes = 0,
    indexSize = 0;
  for (const c of colls) {
    const s = sizes(c);
    objects += s.count;
    dataSize += s.size;
    indexes += c.specs.length;
    indexSize += s.totalIndexSize;
  }
  const sc = (n: number): number => Math.trunc(n / scale);
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize: sc(dataSize),
    storageSize: sc(dataSize),
    indexes,
    indexSize: sc(indexSize),
    totalSize: sc(dataSize + indexSize),
    scaleFactor: scale,
    fsUsedSize: 0,
    fsTotalSize: 0,
    ok: 1,
  };
}

function collStats(ctx: CommandContext): Doc {
  const scale = scaleOf(ctx);
  const name = collName(ctx);
  const coll = ctx.server.store.collection(ctx.db, name);
  if (!coll) throw new MongoError('NamespaceNotFound', `Collection [${ctx.db}.${name}] not found.`);
  const s = sizes(coll);
  const sc = (n: number): number => Math.trunc(n / scale);
  const indexSizes = Object.fromEntries(Object.entries(s.indexSizes).map(([k, v]) => [k, sc(v as number)]));
  return {
    ns: coll.ns,
    size: sc(s.size),
    count: s.count,
    avgObjSize: s.count ? Math.trunc(s.size / s.count) : 0,
    storageSize: sc(s.size),
    nindexes: coll.specs.length,
    totalIndexSize: sc(s.totalIndexSize),
    totalSize: sc(s.size + s.totalIndexSize),
    indexSizes,
    scaleFactor: scale,
    capped: false,
    ok: 1,
  };
}

/** setParameter: the embedded server has no tunable server parameters, so any attempt is refused by name. */
function setParameter(ctx: CommandContext): Doc {
  const names = Object.keys(ctx.cmd).filter(
    (k) => k !== 'setParameter' && !k.startsWith('$') && k !== 'lsid',
  );
  return notSupported(`setParameter (${names.join(', ') || 'no parameter given'})`);
}

export const collectionAdminCommands: Record<string, Handler> = {
  renamecollection: renameCollection,
  collmod: collMod,
  dbstats: dbStats,
  collstats: collStats,
  setparameter: setParameter,
};
