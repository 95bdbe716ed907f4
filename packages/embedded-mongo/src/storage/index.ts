// A secondary index: key-string → document ids, used for unique checks, equality lookups and sorts.
import { Query } from '../mingo';
import { MongoError, type Doc } from '../errors';
import { valuesAtPath } from './paths';
import { compareValues, formatValue, keyOf } from './values';

export interface IndexKey {
  field: string;
  direction: number;
}

interface Entry {
  key: string;
  values: unknown[];
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
  private readonly map = new Map<string, Set<string>>();
  private sorted?: string[];
  private readonly docValues = new Map<string, unknown[]>();

  constructor(readonly spec: Doc) {
    this.name = String(spec.name);
    this.fields = Object.entries(spec.key as Doc).map(([field, d]) => ({ field, direction: typeof d === 'number' ? d : 1 }));
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    if (typeof spec.expireAfterSeconds === 'number') this.expireAfterSeconds = spec.expireAfterSeconds;
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression as Doc);
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
    return combos.map((values) => ({ key: Index.keyFor(values), values }));
  }

  /** The lookup key for one combination of field values. */
  static keyFor(values: unknown[]): string {
    return values.map((v) => keyOf(v === undefined ? null : v)).join('|');
  }

  /** Throws DuplicateKey when the document would collide with another document's entry. */
  checkUnique(doc: Doc, selfId: string | undefined, ns: string): void {
    if (!this.unique) return;
    for (const e of this.entries(doc)) {
      const ids = this.map.get(e.key);
      if (!ids) continue;
      for (const id of ids) if (id !== selfId) throw this.duplicate(ns, e.values);
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
    for (const e of entries) {
      let ids = this.map.get(e.key);
      if (!ids) this.map.set(e.key, (ids = new Set()));
      ids.add(id);
    }
    if (entries.length) this.docValues.set(id, this.fields.map((f) => valuesAtPath(doc, f.field).values[0]));
    this.sorted = undefined;
  }

  remove(id: string, doc: Doc): void {
    for (const e of this.entries(doc)) {
      const ids = this.map.get(e.key);
      if (!ids) continue;
      ids.delete(id);
      if (!ids.size) this.map.delete(e.key);
    }
    this.docValues.delete(id);
    this.sorted = undefined;
  }

  /** Ids whose entry equals the given per-field values. */
  lookup(values: unknown[]): string[] {
    return Array.from(this.map.get(Index.keyFor(values)) ?? []);
  }

  /** All indexed ids in key order (lazily rebuilt after writes); only for non-multikey indexes. */
  orderedIds(): string[] {
    if (!this.sorted) {
      const rows = Array.from(this.docValues, ([id, values]) => ({ id, values }));
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

  /** Indexed document count (a partial or sparse index may hold fewer than the collection). */
  get size(): number {
    return this.docValues.size;
  }
}
