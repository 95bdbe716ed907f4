// A secondary index: key-string → document ids, used for unique checks, equality lookups and sorts.
import { Query } from '../mingo';
import { MongoError, type Doc } from '../errors';
import { valuesAtPath } from './paths';
import { formatValue, keyOf } from './values';
import { compareValues } from './compare';
import { isKeyReadable, keyValues } from './key-values';
import { parseCollation, type Collation } from '../collation';

export interface IndexKey {
  field: string;
  direction: number;
}

interface Entry {
  key: string;
  values: unknown[];
}

// Memory: most keys (every key of a unique index) hold one document, so a key maps to that id itself; a key shared
// by a few documents (a learner's friendships) holds a small array (about 50 bytes for two ids, where a Set took
// about 150), and only a key shared by more than SMALL documents a Set, so removing an id stays cheap there.
type Ids = string | string[] | Set<string>;
const SMALL = 16;

/** Adds the id under the key; true when it was not there yet. */
function addId(map: Map<string, Ids>, key: string, id: string): boolean {
  const cur = map.get(key);
  if (cur === undefined) map.set(key, id);
  else if (typeof cur === 'string') {
    if (cur === id) return false;
    map.set(key, [cur, id]);
  } else if (Array.isArray(cur)) {
    if (cur.includes(id)) return false;
    // concat allocates exactly the new length: push grows the backing store by 16 slots at once (100,000 keys
    // of 4 ids took 22 MB so, 9 MB with concat; a spread was no better than push).
    map.set(key, cur.length < SMALL ? cur.concat(id) : new Set([...cur, id]));
  } else {
    if (cur.has(id)) return false;
    cur.add(id);
  }
  return true;
}

/** Removes the id under the key; true when it was there. */
function removeId(map: Map<string, Ids>, key: string, id: string): boolean {
  const cur = map.get(key);
  if (cur === undefined) return false;
  if (typeof cur === 'string') {
    if (cur !== id) return false;
    map.delete(key);
    return true;
  }
  if (Array.isArray(cur)) {
    const at = cur.indexOf(id);
    if (at < 0) return false;
    map.set(key, cur.length === 2 ? cur[1 - at] : cur.slice(0, at).concat(cur.slice(at + 1)));
    return true;
  }
  const had = cur.delete(id);
  if (cur.size <= SMALL / 2) map.set(key, cur.size === 1 ? (cur.values().next().value as string) : [...cur]);
  return had;
}

function idsOf(ids: Ids | undefined): Iterable<string> {
  return ids === undefined ? [] : typeof ids === 'string' ? [ids] : ids;
}

/** One index over a collection, maintained on every write. */
export class Index {
  readonly name: string;
  readonly fields: IndexKey[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly expireAfterSeconds?: number;
  multikey = false;
  private readonly partial?: Query;
  private readonly map = new Map<string, Ids>();
  /** For a compound index, by leading field count j (1..k-1): key of the first j values → ids. */
  private readonly prefixMaps: Map<string, Ids>[] = [];
  /** Ids under one prefix bucket ordered by the next field's value, built on demand: `${j}|${key}`. */
  private readonly ranges = new Map<string, Array<{ value: unknown; id: string }>>();
  private sorted?: string[];
  /** Per indexed document, its key values: the value itself for a one-field index (no array to keep). */
  private readonly docValues = new Map<string, unknown>();
  /**
   * Documents with one entry made of readable values (key-values.ts) in an index without collation (nearly all)
   * keep nothing here: `keyed` counts them. Their map already pairs each key with its ids, which is all an ordered
   * scan needs; a range scan reads the few documents of one key prefix (`docOf`). An id → key map cost ~40 bytes
   * of heap per document and index.
   */
  private keyed = 0;

  /** The index's collation: its keys (and so its uniqueness) compare strings under it. */
  private readonly collation?: Collation;

  /**
   * @param docOf the stored document with this id (its collection's), for range scans of compound indexes.
   */
  constructor(
    readonly spec: Doc,
    private readonly docOf: (id: string) => Doc | undefined = () => undefined,
  ) {
    this.collation = parseCollation(spec.collation);
    this.name = String(spec.name);
    this.fields = Object.entries(spec.key as Doc).map(([field, d]) => ({
      field,
      direction: typeof d === 'number' ? d : 1,
    }));
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    if (typeof spec.expireAfterSeconds === 'number') this.expireAfterSeconds = spec.expireAfterSeconds;
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression as Doc);
    for (let j = 1; j < this.fields.length; j++) this.prefixMaps[j] = new Map();
  }

  /** True when the index compares strings under a collation (its keys are not binary equality). */
  get collated(): boolean {
    return this.collation !== undefined;
  }

  /** True for plain ascending/descending key patterns (not text/2dsphere/hashed). */
  get ordered(): boolean {
    return this.fields.every((f) => f.direction === 1 || f.direction === -1);
  }

  /** Index entries of a document, or [] when the document is not indexed (sparse/partial). */
  entries(doc: Doc): Entry[] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((f) => valuesAtPath(doc, f.field));
    if (perField.some((p) => p.multikey)) this.multikey = true;
    if (this.sparse && perField.every((p) => p.values.length === 1 && p.values[0] === undefined)) return [];
    let combos: unknown[][] = [[]];
    for (const p of perField) combos = combos.flatMap((c) => p.values.map((v) => [...c, v]));
    return combos.map((values) => ({ key: this.keyFor(values), values }));
  }

  /** The lookup key for one combination of field values. */
  keyFor(values: unknown[]): string {
    if (values.length === 1) return keyOf(values[0] === undefined ? null : values[0], this.collation);
    return values.map((v) => keyOf(v === undefined ? null : v, this.collation)).join('|');
  }

  /** Throws DuplicateKey when the document would collide with another document's entry. */
  checkUnique(doc: Doc, selfId: string | undefined, ns: string): void {
    if (!this.unique) return;
    for (const e of this.entries(doc)) {
      for (const id of idsOf(this.map.get(e.key))) if (id !== selfId) throw this.duplicate(ns, e.values);
    }
  }

  /** The DuplicateKey error for these key values, shaped exactly as MongoDB's. */
  duplicate(ns: string, values: unknown[]): MongoError {
    const keyPattern: Doc = {};
    const keyValue: Doc = {};
    this.fields.forEach((f, i) => {
      keyPattern[f.field] = f.direction;
      keyValue[f.field] = values[i] === undefined ? null : values[i];
    });
    const shown = this.fields.map((f) => `${f.field}: ${formatValue(keyValue[f.field])}`).join(', ');
    return new MongoError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${ns} index: ${this.name} dup key: { ${shown} }`,
      { keyPattern, keyValue },
    );
  }

  add(id: string, doc: Doc): void {
    const entries = this.entries(doc);
    let added = false;
    for (const e of entries) {
      added = addId(this.map, e.key, id) || added;
      for (let j = 1; j < this.fields.length; j++) {
        const key = this.keyFor(e.values.slice(0, j));
        addId(this.prefixMaps[j], key, id);
        this.ranges.delete(`${j}|${key}`);
      }
    }
    if (this.keptAsKey(entries)) {
      this.docValues.delete(id);
      if (added) this.keyed++;
    } else if (entries.length) {
      const values = this.valuesIn(doc);
      this.docValues.set(id, values.length === 1 ? values[0] : values);
    }
    this.sorted = undefined;
  }

  remove(id: string, doc: Doc): void {
    const entries = this.entries(doc);
    let removed = false;
    for (const e of entries) {
      for (let j = 1; j < this.fields.length; j++) {
        const key = this.keyFor(e.values.slice(0, j));
        removeId(this.prefixMaps[j], key, id);
        this.ranges.delete(`${j}|${key}`);
      }
      removed = removeId(this.map, e.key, id) || removed;
    }
    if (removed && !this.docValues.has(id) && this.keptAsKey(entries)) this.keyed--;
    this.docValues.delete(id);
    this.sorted = undefined;
  }

  /**
   * Ids whose entry equals the given per-field values: all fields, or (compound index) the first
   * `values.length` of them, as an index scan over a key prefix finds them.
   */
  lookup(values: unknown[]): string[] {
    const map = values.length === this.fields.length ? this.map : this.prefixMaps[values.length];
    if (!map) throw new Error(`lookup with ${values.length} of ${this.fields.length} index fields`);
    const ids = map.get(this.keyFor(values));
    return ids === undefined ? [] : typeof ids === 'string' ? [ids] : Array.from(ids);
  }

  /** True when a document's entries would not change from `before` to `after` (no upkeep needed). */
  sameEntries(before: Doc, after: Doc): boolean {
    const a = this.entries(before);
    const b = this.entries(after);
    return a.length === b.length && a.every((e, i) => e.key === b[i].key);
  }

  /**
   * Ids under the equality `prefix` (the first prefix.length fields) whose next field lies within
   * the bounds: every id that can match, maybe a few more (the caller applies the whole filter).
   * Undefined for a multikey index, where a document has several values per field.
   */
  rangeLookup(
    prefix: unknown[],
    lower?: { value: unknown; inclusive: boolean },
    upper?: { value: unknown; inclusive: boolean },
  ): string[] | undefined {
    const j = prefix.length;
    // A collated index orders strings its own way; a multikey one holds several values per document.
    if (this.multikey || this.collation || j < 1 || j >= this.fields.length) return undefined;
    const key = this.keyFor(prefix);
    const cacheKey = `${j}|${key}`;
    let rows = this.ranges.get(cacheKey);
    if (!rows) {
      // j ≥ 1 only happens for compound indexes, whose values are arrays.
      rows = Array.from(idsOf(this.prefixMaps[j].get(key)), (id) => ({
        id,
        value: (this.valuesOf(id) as unknown[] | undefined)?.[j],
      }));
      rows.sort((x, y) => compareValues(x.value, y.value));
      this.ranges.set(cacheKey, rows);
    }
    // First row not below the lower bound, first row above the upper bound (binary searches).
    const firstWhere = (test: (value: unknown) => boolean) => {
      let lo = 0;
      let hi = rows.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (test(rows[mid].value)) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    const from = lower ? firstWhere((v) => compareValues(v, lower.value) > (lower.inclusive ? -1 : 0)) : 0;
    const to = upper
      ? firstWhere((v) => compareValues(v, upper.value) > (upper.inclusive ? 0 : -1))
      : rows.length;
    return rows.slice(from, Math.max(from, to)).map((r) => r.id);
  }

  /** All indexed ids in key order (lazily rebuilt after writes); only for non-multikey indexes. */
  orderedIds(): string[] {
    if (!this.sorted) {
      const single = this.fields.length === 1;
      const rows = Array.from(this.docValues, ([id, v]) => ({ id, values: single ? [v] : (v as unknown[]) }));
      // The other documents: each key of the map, read once, for the ids under it.
      if (this.keyed)
        for (const [key, ids] of this.map) {
          let values: unknown[] | undefined;
          for (const id of idsOf(ids))
            if (!this.docValues.has(id)) rows.push({ id, values: (values ??= keyValues(key)) });
        }
      rows.sort((a, b) => {
        for (let i = 0; i < this.fields.length; i++) {
          const c = compareValues(a.values[i], b.values[i]) * this.fields[i].direction;
          if (c !== 0) return c;
        }
        return 0;
      });
      this.sorted = rows.map((r) => r.id);
    }
    return this.sorted;
  }

  /** The document's key values (one value for a one-field index, else an array), if it is indexed. */
  private valuesOf(id: string): unknown {
    if (this.docValues.has(id)) return this.docValues.get(id);
    const doc = this.docOf(id);
    if (!doc) return undefined;
    const values = this.valuesIn(doc);
    return values.length === 1 ? values[0] : values;
  }

  /** Per field, the document's (first) value there. */
  private valuesIn(doc: Doc): unknown[] {
    return this.fields.map((f) => valuesAtPath(doc, f.field).values[0]);
  }

  /** True when this stored document has an entry (sparse and partial indexes skip some). */
  contains(doc: Doc): boolean {
    return this.entries(doc).length > 0;
  }

  /** Indexed document count (a partial or sparse index may hold fewer than the collection). */
  get size(): number {
    return this.docValues.size + this.keyed;
  }

  /** True when the document keeps nothing but its map entry (`keyed`). */
  private keptAsKey(entries: Entry[]): boolean {
    return entries.length === 1 && !this.collation && entries[0].values.every(isKeyReadable);
  }
}
