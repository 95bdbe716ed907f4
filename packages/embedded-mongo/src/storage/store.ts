// All databases in memory; every mutation is also handed to the journal (when persistent).
import { MongoError, type Doc } from '../errors';
import { Collection } from './collection';
import { keyOf } from './values';

/** A durable log of mutations; `flush` resolves once everything appended is on disk. */
export interface MutationLog {
  append(record: Doc): void;
  /** Appends `{ op: 'put', db, c, doc }` for a document given as its stored BSON. */
  appendPut(db: string, c: string, doc: Uint8Array): void;
  flush(): Promise<void>;
}

export type Database = Map<string, Collection>;

function checkName(db: string, coll?: string): void {
  if (!db || /[/\\. "$\0]/.test(db))
    throw new MongoError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (
    coll !== undefined &&
    (!coll || coll.includes('$') || coll.includes('\0') || coll.startsWith('system.'))
  ) {
    throw new MongoError('InvalidNamespace', `Invalid collection name: ${db}.${coll}`);
  }
}

/** In-memory databases with write-through logging. */
export class Store {
  readonly dbs = new Map<string, Database>();
  log?: MutationLog;

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Returns the collection, creating it implicitly as MongoDB does on first write. */
  ensureCollection(db: string, name: string, options: Doc = {}): Collection {
    const existing = this.collection(db, name);
    if (existing) return existing;
    checkName(db, name);
    let database = this.dbs.get(db);
    if (!database) this.dbs.set(db, (database = new Map()));
    const coll = new Collection(db, name, options);
    database.set(name, coll);
    this.log?.append({ op: 'mkcoll', db, c: name, options });
    return coll;
  }

  dropCollection(db: string, name: string): boolean {
    const database = this.dbs.get(db);
    if (!database?.delete(name)) return false;
    if (!database.size) this.dbs.delete(db);
    this.log?.append({ op: 'rmcoll', db, c: name });
    return true;
  }

  dropDatabase(db: string): void {
    if (!this.dbs.delete(db)) return;
    this.log?.append({ op: 'rmdb', db });
  }

  insert(coll: Collection, doc: Doc): Doc {
    const stored = coll.insert(doc);
    this.log?.appendPut(coll.db, coll.name, coll.docs.raw(keyOf(stored._id))!);
    return stored;
  }

  replace(coll: Collection, oldDoc: Doc, newDoc: Doc): void {
    coll.replace(oldDoc, newDoc);
    this.log?.appendPut(coll.db, coll.name, coll.docs.raw(keyOf(newDoc._id))!);
  }

  remove(coll: Collection, doc: Doc): void {
    coll.remove(doc);
    this.log?.append({ op: 'del', db: coll.db, c: coll.name, id: doc._id });
  }

  createIndex(coll: Collection, spec: Doc): void {
    coll.addIndex(spec);
    this.log?.append({ op: 'mkidx', db: coll.db, c: coll.name, spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.dropIndex(name);
    this.log?.append({ op: 'rmidx', db: coll.db, c: coll.name, name });
  }

  /** Resolves when every mutation so far is durable (immediately in memory mode). */
  flush(): Promise<void> {
    return this.log ? this.log.flush() : Promise.resolve();
  }

  /** Applies one journal record during recovery (no logging, no unique checks beyond the store's own). */
  replay(r: Doc): void {
    const db = String(r.db);
    const c = String(r.c);
    switch (r.op) {
      case 'mkcoll':
        this.ensureCollection(db, c, (r.options as Doc) ?? {});
        break;
      case 'rmcoll':
        this.dropCollection(db, c);
        break;
      case 'rmdb':
        this.dropDatabase(db);
        break;
      case 'mkidx': {
        const coll = this.ensureCollection(db, c);
        if (!coll.indexes.has(String((r.spec as Doc).name))) coll.addIndex(r.spec as Doc);
        break;
      }
      case 'rmidx':
        this.collection(db, c)?.dropIndex(String(r.name));
        break;
      case 'put': {
        const coll = this.ensureCollection(db, c);
        const doc = r.doc as Doc;
        const old = coll.docs.get(keyOf(doc._id));
        if (old) coll.replace(old, doc);
        else coll.insert(doc);
        break;
      }
      case 'del': {
        const coll = this.collection(db, c);
        const old = coll?.docs.get(keyOf(r.id));
        if (coll && old) coll.remove(old);
        break;
      }
    }
  }
}
