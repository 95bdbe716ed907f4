// An express-rate-limit store whose counters live in MongoDB, so every replica of svc-identity
// counts against the same totals and a restart does not reset them (the auth limits' memory store
// does not have that property). Fixed windows: one document per key and window, removed by a TTL index.
import { AppError } from '@fff/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import mongoose, { Schema } from 'mongoose';

const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    hits: { type: Number, required: true, default: 0 },
    /** End of the window; the TTL index removes the document then. */
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
counterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const CounterModel = mongoose.model('RateLimitCounter', counterSchema, 'rate_limits');

/** The TTL index that clears finished windows. */
export async function ensureRateLimitIndexes(): Promise<void> {
  await CounterModel.createIndexes();
}

/** A fixed-window counter store for express-rate-limit backed by the rate_limits collection. */
export class MongoRateLimitStore implements Store {
  windowMs = 60_000;

  constructor(
    readonly prefix: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private window(key: string) {
    const start = Math.floor(this.now().getTime() / this.windowMs) * this.windowMs;
    return { id: `${this.prefix}:${key}:${start}`, resetTime: new Date(start + this.windowMs) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { id, resetTime } = this.window(key);
    const doc = await CounterModel.findById(id).lean<{ hits: number }>();
    return doc ? { totalHits: doc.hits, resetTime } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { id, resetTime } = this.window(key);
    const bump = () =>
      CounterModel.findOneAndUpdate(
        { _id: id },
        { $inc: { hits: 1 }, $setOnInsert: { expiresAt: resetTime } },
        { upsert: true, returnDocument: 'after' },
      ).lean<{ hits: number }>();
    let doc;
    try {
      doc = await bump();
    } catch (err) {
      // Two first hits raced on the upsert: the loser retries as a plain increment.
      if ((err as { code?: number }).code !== 11000) throw err;
      doc = await bump();
    }
    return { totalHits: doc?.hits ?? 1, resetTime };
  }

  async decrement(key: string): Promise<void> {
    await CounterModel.updateOne({ _id: this.window(key).id, hits: { $gt: 0 } }, { $inc: { hits: -1 } });
  }

  async resetKey(key: string): Promise<void> {
    await CounterModel.deleteOne({ _id: this.window(key).id });
  }
}

/** A limiter answering 429 with the JSON envelope and `message`, counting in MongoDB under `prefix`. */
export function mongoLimiter(opts: {
  prefix: string;
  limit: number;
  windowMs: number;
  key: (req: Request, res: Response) => string;
  message: string;
  now?: () => Date;
}): RequestHandler {
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: opts.key,
    store: new MongoRateLimitStore(opts.prefix, opts.now),
    // Keys are ours (hashed addresses, user ids), not raw IPs: skip the library's IPv6 key check.
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, _res, next) => next(new AppError('too_many_requests', 429, opts.message)),
  });
}
