import mongoose from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

// express-rate-limit keeps counts in process memory by default, so with several replicas each
// one grants the full limit and a restart forgets every counter. This store keeps them in the
// service's own MongoDB: one document per key, incremented atomically (a pipeline update that
// starts a new window when the old one has passed), removed by a TTL index after its window.

/** Collection holding every limiter's counters (keys are prefixed per limiter). */
export const RATE_LIMIT_COLLECTION = 'rate_limits';

interface Counter {
  _id: string;
  hits: number;
  resetAt: Date;
}

const collection = () => mongoose.connection.collection<Counter>(RATE_LIMIT_COLLECTION);

/** The TTL index that deletes finished windows (call once at start, with the other indexes). */
export async function ensureRateLimitIndexes(): Promise<void> {
  await collection().createIndex({ resetAt: 1 }, { expireAfterSeconds: 60 });
}

/** Atomically count one hit for `key` in a window of `windowMs`; returns the count and window end. */
export async function countHit(key: string, windowMs: number, now = new Date()) {
  const fresh = new Date(now.getTime() + windowMs);
  const running = { $and: [{ $ne: [{ $type: '$resetAt' }, 'missing'] }, { $gt: ['$resetAt', now] }] };
  const update = [
    {
      $set: {
        hits: { $cond: [running, { $add: ['$hits', 1] }, 1] },
        resetAt: { $cond: [running, '$resetAt', fresh] },
      },
    },
  ];
  for (let attempt = 0; ; attempt++) {
    try {
      const doc = await collection().findOneAndUpdate({ _id: key }, update, {
        upsert: true,
        returnDocument: 'after',
      });
      if (!doc) throw new Error('rate limit upsert returned nothing');
      return { totalHits: doc.hits, resetTime: doc.resetAt };
    } catch (err) {
      // Two first hits at once: one upsert wins, the other retries as an increment.
      if (isDuplicateKey(err) && attempt < 3) continue;
      throw err;
    }
  }
}

/** The Store interface of express-rate-limit 8, backed by MongoDB. */
export class MongoRateLimitStore {
  /** Counters of different limiters never mix. */
  readonly prefix: string;
  /** Counters are shared by every replica, not per process. */
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    prefix: string,
    /** The clock windows are counted by (tests move it). */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.prefix = `${prefix}:`;
  }

  init(options: { windowMs: number }): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string) {
    const doc = await collection().findOne({ _id: this.prefix + key });
    if (!doc || doc.resetAt <= this.now()) return undefined;
    return { totalHits: doc.hits, resetTime: doc.resetAt };
  }

  increment(key: string) {
    return countHit(this.prefix + key, this.windowMs, this.now());
  }

  async decrement(key: string): Promise<void> {
    await collection().updateOne({ _id: this.prefix + key, hits: { $gt: 0 } }, { $inc: { hits: -1 } });
  }

  async resetKey(key: string): Promise<void> {
    await collection().deleteOne({ _id: this.prefix + key });
  }
}
