// MongoDB parses commands strictly: a field the command does not define fails with 40415 instead of being
// ignored (a typo such as `sotr` would otherwise silently change results). Generic fields any command may carry
// are accepted everywhere.
import { MongoError, type Doc } from '../errors';

const GENERIC = [
  '$db',
  'lsid',
  '$clusterTime',
  'txnNumber',
  'autocommit',
  'startTransaction',
  'readConcern',
  'writeConcern',
  'maxTimeMS',
  'comment',
  '$readPreference',
  'readPreference',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  '$client',
  '$audit',
  'mayBypassWriteBlocking',
  'client',
  'compression',
  'saslSupportedMechs',
  'speculativeAuthenticate',
  'loadBalanced',
  'topologyVersion',
  'maxAwaitTimeMS',
  'helloOk',
  'recordAPIVersionParameters',
];

const COMMANDS: Record<string, string[]> = {
  find: [
    'filter',
    'sort',
    'projection',
    'hint',
    'skip',
    'limit',
    'batchSize',
    'singleBatch',
    'max',
    'min',
    'returnKey',
    'showRecordId',
    'tailable',
    'oplogReplay',
    'noCursorTimeout',
    'awaitData',
    'allowPartialResults',
    'collation',
    'allowDiskUse',
    'let',
    'readOnce',
    'term',
  ],
  insert: ['documents', 'ordered', 'bypassDocumentValidation'],
  update: ['updates', 'ordered', 'bypassDocumentValidation', 'let'],
  delete: ['deletes', 'ordered', 'let'],
  findandmodify: [
    'query',
    'sort',
    'remove',
    'update',
    'new',
    'fields',
    'upsert',
    'bypassDocumentValidation',
    'collation',
    'arrayFilters',
    'hint',
    'let',
  ],
  aggregate: [
    'pipeline',
    'explain',
    'allowDiskUse',
    'cursor',
    'bypassDocumentValidation',
    'collation',
    'hint',
    'let',
    'fromMongos',
    'needsMerge',
  ],
  count: ['query', 'limit', 'skip', 'hint', 'collation', 'fields'],
  distinct: ['key', 'query', 'collation', 'hint'],
  getmore: ['collection', 'batchSize', 'term', 'lastKnownCommittedOpTime'],
  killcursors: ['cursors'],
  create: [
    'capped',
    'size',
    'max',
    'validator',
    'validationLevel',
    'validationAction',
    'viewOn',
    'pipeline',
    'collation',
    'timeseries',
    'expireAfterSeconds',
    'clusteredIndex',
    'changeStreamPreAndPostImages',
    'storageEngine',
    'indexOptionDefaults',
    'idIndex',
    'encryptedFields',
    'autoIndexId',
    'flags',
    'recordPreImages',
  ],
  createindexes: ['indexes', 'commitQuorum', 'ignoreUnknownIndexOptions'],
  listindexes: ['cursor'],
  listcollections: ['filter', 'nameOnly', 'authorizedCollections', 'cursor'],
  drop: [],
  dropindexes: ['index'],
  deleteindexes: ['index'],
  renamecollection: ['to', 'dropTarget', 'stayTemp'],
  collmod: [
    'validator',
    'validationLevel',
    'validationAction',
    'index',
    'expireAfterSeconds',
    'viewOn',
    'pipeline',
    'changeStreamPreAndPostImages',
    'collation',
  ],
  dbstats: ['scale', 'freeStorage'],
  collstats: ['scale'],
};

const STATEMENTS: Record<string, [string, string[]]> = {
  update: [
    'updates',
    // No `sort`: it is an 8.0 statement field and the server reports 7.0, so it fails as on 7.0 (40415).
    ['q', 'u', 'upsert', 'multi', 'arrayFilters', 'hint', 'collation', 'c', 'upsertSupplied'],
  ],
  delete: ['deletes', ['q', 'limit', 'hint', 'collation']],
};

const ALLOWED = new Map(
  Object.entries(COMMANDS).map(([name, fields]) => [name, new Set([...GENERIC, ...fields])]),
);
const STATEMENT_FIELDS = new Map(
  Object.entries(STATEMENTS).map(([name, [list, fields]]) => [name, [list, new Set(fields)] as const]),
);

function unknownField(path: string): never {
  throw new MongoError('Location40415', `BSON field '${path}' is an unknown field.`, {}, 40415);
}

/** Throws 40415 for a field the command (or one of its update/delete statements) does not define. */
export function checkKnownFields(name: string, cmd: Doc): void {
  const lower = name.toLowerCase();
  const allowed = ALLOWED.get(lower);
  if (!allowed) return;
  const keys = Object.keys(cmd);
  for (let i = 1; i < keys.length; i++) if (!allowed.has(keys[i])) unknownField(`${name}.${keys[i]}`);
  const statements = STATEMENT_FIELDS.get(lower);
  if (!statements) return;
  const [list, fields] = statements;
  const items = cmd[list];
  if (!Array.isArray(items)) return;
  for (const item of items) {
    if (item === null || typeof item !== 'object') continue;
    for (const k of Object.keys(item)) if (!fields.has(k)) unknownField(`${name}.${list}.${k}`);
  }
}
