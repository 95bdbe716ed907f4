import mongoose from 'mongoose';

/** A filter on `field` for one key (a plain equality, which keeps the point-read plan) or several ($in). */
export function oneOrIn(field: string, keys: string[]): Record<string, unknown> {
  return { [field]: keys.length === 1 ? keys[0] : mongoose.trusted({ $in: keys }) };
}

/** Rows of a batched read grouped by their key, at most `limit` per key, in the order read. */
export function groupByKey<D, R>(
  docs: D[],
  keyOf: (doc: D) => string,
  toRow: (doc: D) => R,
  limit: number,
): Map<string, R[]> {
  const byKey = new Map<string, R[]>();
  for (const doc of docs) {
    const rows = byKey.get(keyOf(doc));
    if (!rows) byKey.set(keyOf(doc), [toRow(doc)]);
    else if (rows.length < limit) rows.push(toRow(doc));
  }
  return byKey;
}
