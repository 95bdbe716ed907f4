// One collection: documents by _id key, its indexes, and the planner that picks an index.
import { ObjectId } from 'bson';
import { MongoError, type Doc } from '../errors';
import { checkIdAndSize } from './document-rules';
import { Documents } from './documents';
import { Index } from './index';
import { formatValue, isDbRefDocument, isPlainObject, keyOf } from './values';
import { compareValues } from './compare';

export const ID_INDEX_SPEC: Doc = { v: 2, key: { _id: 1 }, name: '_id_' };

export interface Plan {
  /** 'IDHACK' style lookup by _id, an index name, or undefined for a collection scan. */
  index?: string;
  ids?: string[];
  keyPattern?: Doc;
}

function equalityValue(cond: unknown): { ok: boolean; value?: unknown } {
  if (cond instanceof RegExp || Array.isArray(cond)) return { ok: false };
  if (isPlainObject(cond)) {
    const keys = Object.keys(cond);
    // An empty document and a DBRef are values, not operators.
    if (keys.length === 0 || isDbRefDocument(cond)) return { ok: true, value: cond };
    if (keys.some((k) => k.startsWith('$'))) {
      if (keys.length === 1 && keys[0] === '$eq' && !Array.isArray(cond.$eq) && !(cond.$eq instanceof RegExp))
        return { ok: true, value: cond.$eq };
      return { ok: false };
    }
    return { ok: true, value: cond };
  }
  if (cond && typeof cond === 'object' && (cond as { _bsontype?: string })._bsontype === 'BSONRegExp')
    return { ok: false };
  return { ok: true, value: cond };
}

/** Equality clauses of a filter (top level and inside $and), path → value. */
export function equalities(filter: Doc): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) for (const [p, x] of equalities(sub)) out.set(p, x);
    } else if (!k.startsWith('$')) {
      const eq = equalityValue(v);
      if (eq.ok) out.set(k, eq.value);
    }
  }
  return out;
}

/** Values an indexed path may take: equality clauses plus small `$in` lists (no regexes or arrays). */
function lookupValues(filter: Doc): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const [path, value] of equalities(filter)) out.set(path, [value]);
  const scan = (f: Doc): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((sub) => isPlainObject(sub) && scan(sub));
      else if (
        !k.startsWith('$') &&
        !out.has(k) &&
        isPlainObject(v) &&
        Object.keys(v).length === 1 &&
        Array.isArray(v.$in)
      ) {
        const list = v.$in as unknown[];
        if (list.length <= 1000 && list.every((x) => equalityValue(x).ok && !isPlainObject(x)))
          out.set(k, list);
      }
    }
  };
  scan(filter);
  return out;
}

type Bound = { value: unknown; inclusive: boolean };

/** `{ $gt/$gte/$lt/$lte }` on scalars (numbers, strings, dates) as index bounds; else undefined. */
function rangeBounds(cond: unknown): { lower?: Bound; upper?: Bound } | undefined {
  if (!isPlainObject(cond)) return undefined;
  const keys = Object.keys(cond);
  const scalar = (v: unknown) => typeof v === 'number' || typeof v === 'string' || v instanceof Date;
  if (keys.length === 0 || !keys.every((k) => ['$gt', '$gte', '$lt', '$lte'].includes(k) && scalar(cond[k])))
    return undefined;
  const bound = (op: string): Bound | undefined =>
    op in cond ? { value: cond[op], inclusive: op.endsWith('e') } : undefined;
  const lower = bound('$gt') ?? bound('$gte');
  const upper = bound('$lt') ?? bound('$lte');
  return { lower, upper };
}

/** Documents and indexes of one collection. */
export class Collection {
  readonly docs = new Documents();
  readonly indexes = new Map<string, Index>();
  readonly specs: Doc[] = [ID_INDEX_SPEC];

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Doc = {},
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** Throws DuplicateKey if `doc` collides on _id or a unique index (selfId = its own current id). */
  checkUnique(doc: Doc, selfId?: string): void {
    const id = keyOf(doc._id);
    if (id !== selfId && this.docs.has(id)) {
      throw new MongoError(
        'DuplicateKey',
        `E11000 duplicate key error collection: ${this.ns} index: _id_ dup key: { _id: ${formatValue(doc._id)} }`,
        {
          keyPattern: { _id: 1 },
          keyValue: { _id: doc._id },
        },
      );
    }
    for (const index of this.indexes.values()) index.checkUnique(doc, selfId, this.ns);
  }

  /** Inserts after the unique checks; gives the document an ObjectId _id first if it has none. */
  insert(input: Doc): Doc {
    // MongoDB stores _id as the first field.
    const doc: Doc =
      input._id === undefined
        ? { _id: new ObjectId(), ...input }
        : Object.keys(input)[0] === '_id'
          ? input
          : { _id: input._id, ...input };
    checkIdAndSize(doc, 'insert');
    this.checkUnique(doc);
    const id = keyOf(doc._id);
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) index.add(id, doc);
    return doc;
  }

  /** Replaces a stored document (same _id) after the unique checks. */
  replace(oldDoc: Doc, newDoc: Doc): void {
    const id = keyOf(oldDoc._id);
    checkIdAndSize(newDoc, 'update');
    this.checkUnique(newDoc, id);
    // An index whose keys this update leaves alone (most updates) keeps its entries as they are.
    const touched = [...this.indexes.values()].filter((index) => !index.sameEntries(oldDoc, newDoc));
    for (const index of touched) index.remove(id, oldDoc);
    this.docs.set(id, newDoc);
    for (const index of touched) index.add(id, newDoc);
  }

  remove(doc: Doc): void {
    const id = keyOf(doc._id);
    if (!this.docs.delete(id)) return;
    for (const index of this.indexes.values()) index.remove(id, doc);
  }

  /** Adds an index, indexing existing documents; fails without change on duplicates. */
  addIndex(spec: Doc): void {
    const index = new Index(spec, (id) => this.docs.get(id));
    for (const [id, doc] of this.docs) {
      index.checkUnique(doc, id, this.ns);
      index.add(id, doc);
    }
    this.indexes.set(index.name, index);
    this.specs.push(spec);
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
    const i = this.specs.findIndex((s) => s.name === name);
    if (i >= 0) this.specs.splice(i, 1);
  }

  /** A unique index on this one top-level field whose keys are binary equality (no collation, every document). */
  uniqueIndexOn(field: string): Index | undefined {
    for (const index of this.indexes.values()) {
      if (
        index.unique &&
        index.fields.length === 1 &&
        index.fields[0].field === field &&
        index.ordered &&
        !index.sparse &&
        !index.collated &&
        !index.spec.partialFilterExpression
      )
        return index;
    }
    return undefined;
  }

  /** Picks an index for the filter's equality or $in clauses (the caller still applies the full filter). */
  plan(filter: Doc): Plan {
    const eq = lookupValues(filter);
    const id = eq.get('_id');
    // Several values are visited in key order, as an index scan would return them.
    if (id)
      return {
        index: '_id_',
        ids: Array.from(new Set([...id].sort((a, b) => compareValues(a, b)).map((x) => keyOf(x)))),
        keyPattern: { _id: 1 },
      };
    // An index whose every field has an equality wins; else the one with the longest leading run
    // of such fields (a prefix of a compound index, e.g. { userId } on { userId: 1, lessonId: 1 }).
    let best: { index: Index; lists: unknown[][] } | undefined;
    for (const index of this.indexes.values()) {
      if (index.sparse || index.spec.partialFilterExpression || !index.ordered) continue;
      const lists: unknown[][] = [];
      for (const f of index.fields) {
        const l = eq.get(f.field);
        if (!l || l.some((v) => isPlainObject(v) || v === null || v === undefined)) break;
        lists.push(l);
      }
      if (lists.length === 0) continue;
      if (lists.length === index.fields.length) {
        best = { index, lists };
        break;
      }
      if (!best || lists.length > best.lists.length) best = { index, lists };
    }
    if (!best) return {};
    const range =
      best.lists.length < best.index.fields.length && best.lists.every((l) => l.length === 1)
        ? rangeBounds(filter[best.index.fields[best.lists.length].field])
        : undefined;
    const ranged =
      range &&
      best.index.rangeLookup(
        best.lists.map((l) => l[0]),
        range.lower,
        range.upper,
      );
    if (ranged) return { index: best.index.name, ids: ranged, keyPattern: best.index.spec.key as Doc };
    let combos: unknown[][] = [[]];
    for (const l of best.lists)
      combos = combos.flatMap((c) => [...l].sort((a, b) => compareValues(a, b)).map((v) => [...c, v]));
    const ids = new Set(combos.flatMap((values) => best.index.lookup(values)));
    return { index: best.index.name, ids: Array.from(ids), keyPattern: best.index.spec.key as Doc };
  }

  /**
   * Documents that may match the filter, in natural order unless an index narrowed them (`plan`: the filter's
   * plan when the caller already made it).
   */
  candidates(filter: Doc, plan: Plan = this.plan(filter)): { docs: Doc[]; plan: Plan } {
    if (!plan.ids) return { docs: Array.from(this.docs.values()), plan };
    const docs: Doc[] = [];
    for (const id of plan.ids) {
      const d = this.docs.get(id);
      if (d) docs.push(d);
    }
    return { docs, plan };
  }
}
