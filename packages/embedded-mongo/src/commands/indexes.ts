// createIndexes, listIndexes, dropIndexes. Specs are kept exactly as given (mongoose compares them).
import { MongoError, type Doc } from '../errors';
import { isPlainObject, keyOf } from '../storage/values';
import { collName, existing, type CommandContext, type Handler } from './context';
import { parseCollation } from '../collation';

const NON_OPTIONS = new Set(['v', 'key', 'name', 'ns', 'background']);
const INDEX_FIELDS = new Set([
  ...NON_OPTIONS,
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'hidden',
  'collation',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
  '2dsphereIndexVersion',
  'bits',
  'min',
  'max',
  'bucketSize',
  'wildcardProjection',
  'storageEngine',
  'prepareUnique',
  'dropDups',
]);

function optionsOf(spec: Doc): string {
  return keyOf(
    Object.fromEntries(
      Object.entries(spec)
        .filter(([k]) => !NON_OPTIONS.has(k))
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  );
}

function defaultName(key: Doc): string {
  return Object.entries(key)
    .map(([f, d]) => `${f}_${d}`)
    .join('_');
}

async function createIndexes(ctx: CommandContext): Promise<Doc> {
  const name = collName(ctx);
  const { store } = ctx.server;
  const specs = ctx.cmd.indexes;
  if (!Array.isArray(specs) || !specs.length)
    throw new MongoError('BadValue', 'Must specify at least one index to create');
  const had = store.collection(ctx.db, name);
  const before = had?.specs.length ?? 1;
  const wanted: Doc[] = [];
  for (const raw of specs as Doc[]) {
    if (!isPlainObject(raw.key) || !Object.keys(raw.key).length)
      throw new MongoError('BadValue', 'Index key pattern must be a non-empty object', {}, 67);
    for (const k of Object.keys(raw)) {
      if (!INDEX_FIELDS.has(k))
        throw new MongoError(
          'InvalidIndexSpecificationOption',
          `The field '${k}' is not valid for an index specification. Specification: ${JSON.stringify(raw)}`,
          {},
          197,
        );
    }
    parseCollation(raw.collation);
    const spec: Doc = { v: 2, key: raw.key, name: raw.name ?? defaultName(raw.key), ...raw };
    spec.v = 2;
    if (typeof spec.name !== 'string')
      throw new MongoError('TypeMismatch', "The field 'name' must be a string");
    wanted.push(spec);
  }
  const coll = store.ensureCollection(ctx.db, name);
  let created = 0;
  for (const spec of wanted) {
    const sameName = coll.specs.find((s) => s.name === spec.name);
    const sameKey = coll.specs.find((s) => keyOf(s.key) === keyOf(spec.key));
    if (sameName && keyOf(sameName.key) !== keyOf(spec.key)) {
      throw new MongoError(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName)}`,
      );
    }
    if (sameKey) {
      if (sameKey.name !== spec.name || optionsOf(sameKey) !== optionsOf(spec)) {
        throw new MongoError(
          'IndexOptionsConflict',
          `An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameKey)}`,
        );
      }
      continue;
    }
    store.createIndex(coll, spec);
    created++;
  }
  await store.flush();
  const reply: Doc = {
    numIndexesBefore: before,
    numIndexesAfter: coll.specs.length,
    createdCollectionAutomatically: !had,
    ok: 1,
  };
  if (!created) reply.note = 'all indexes already exist';
  return reply;
}

function listIndexes(ctx: CommandContext): Doc {
  const coll = existing(ctx);
  if (!coll) throw new MongoError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${collName(ctx)}`);
  const cursor = isPlainObject(ctx.cmd.cursor) ? ctx.cmd.cursor : {};
  const batch = typeof cursor.batchSize === 'number' ? cursor.batchSize : undefined;
  return { cursor: ctx.server.cursors.open(`${coll.ns}`, coll.specs.slice(), batch), ok: 1 };
}

async function dropIndexes(ctx: CommandContext): Promise<Doc> {
  const coll = existing(ctx);
  if (!coll) throw new MongoError('NamespaceNotFound', `ns not found ${ctx.db}.${collName(ctx)}`);
  const target = ctx.cmd.index;
  const nIndexesWas = coll.specs.length;
  let names: string[];
  if (target === '*') names = coll.specs.slice(1).map((s) => String(s.name));
  else if (Array.isArray(target)) names = target.map(String);
  else if (typeof target === 'string') names = [target];
  else if (isPlainObject(target)) {
    const found = coll.specs.find((s) => keyOf(s.key) === keyOf(target));
    if (!found) throw new MongoError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    names = [String(found.name)];
  } else throw new MongoError('TypeMismatch', 'dropIndexes: index must be a string, object or array');
  for (const n of names) {
    if (n === '_id_') throw new MongoError('InvalidOptions', 'cannot drop _id index');
    if (!coll.indexes.has(n)) throw new MongoError('IndexNotFound', `index not found with name [${n}]`);
  }
  for (const n of names) ctx.server.store.dropIndex(coll, n);
  await ctx.server.store.flush();
  return { nIndexesWas, ok: 1 };
}

export const indexCommands: Record<string, Handler> = {
  createindexes: createIndexes,
  listindexes: listIndexes,
  dropindexes: dropIndexes,
  deleteindexes: dropIndexes,
};
