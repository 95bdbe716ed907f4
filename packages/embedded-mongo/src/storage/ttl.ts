// Deletes documents whose TTL-indexed date is older than expireAfterSeconds.
import type { Doc } from '../errors';
import { valuesAtPath } from './paths';
import type { Store } from './store';

/** Periodic TTL sweep (MongoDB runs it every 60s; we run it every second by default). */
export class TtlMonitor {
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: Store,
    intervalMs = 1000,
  ) {
    this.timer = setInterval(() => this.sweep(), intervalMs);
    this.timer.unref();
  }

  /** Removes expired documents now; returns how many were removed. */
  sweep(now = Date.now()): number {
    let removed = 0;
    for (const db of this.store.dbs.values()) {
      for (const coll of db.values()) {
        for (const index of coll.indexes.values()) {
          if (index.expireAfterSeconds === undefined || index.fields.length !== 1) continue;
          const cutoff = now - index.expireAfterSeconds * 1000;
          const expired: Doc[] = [];
          for (const doc of coll.docs.values()) {
            const dates = valuesAtPath(doc, index.fields[0].field).values.filter(
              (v): v is Date => v instanceof Date,
            );
            if (dates.length && Math.min(...dates.map((d) => d.getTime())) <= cutoff) expired.push(doc);
          }
          for (const doc of expired) this.store.remove(coll, doc);
          removed += expired.length;
        }
      }
    }
    if (removed) void this.store.flush().catch(() => undefined);
    return removed;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
