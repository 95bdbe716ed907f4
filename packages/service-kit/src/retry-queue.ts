import crypto from 'node:crypto';
import mongoose, { type Model } from 'mongoose';
import type { Logger } from 'pino';
import { createDurableWorker, type DurableWorker } from './durable-worker';

/** How long to wait after a failure: doubles per attempt from baseMs up to maxMs. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/**
 * The wait before the next attempt after `attempts` failures, with ±25 % jitter so that items that
 * failed together (a receiver that was down) do not all come back at the same moment.
 */
export function backoffMs(attempts: number, { baseMs, maxMs }: Backoff): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.min(attempts, 20));
  return Math.round(exp * (0.75 + Math.random() * 0.5));
}

/** What the queue needs of an item: its id, and the claim it was taken under (none when not claimed). */
export interface QueueItem {
  _id: unknown;
  attempts?: number;
  claimId?: string | null;
}

/** A collection of durable work, read as a queue. */
export interface RetryQueueOptions {
  // The queue reads and writes only the fields named here, whatever the model's own type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /** What an item still to do looks like, e.g. { status: 'pending' }; anything else is final. */
  waiting: Record<string, unknown>;
  /** The date field saying when an item is next due; a claim moves it `leaseMs` ahead (the lease). */
  dueField?: string;
  /** The field naming the claim's holder: only the holder may finish or reschedule the item. */
  claimField?: string;
  leaseMs: number;
  /** The wait after a failed attempt (retryLater); by default from 1 s up to 10 minutes. */
  backoff?: Backoff;
  /** How many characters of an error are kept in lastError. */
  errorChars?: number;
  /** After this many failed attempts the item gets `set(error)` and leaves the queue; without it, it is retried forever. */
  giveUp?: { after: number; set(error: string): Record<string, unknown> };
}

/** A claimed item: the stored document and the claim's id. */
export type Claimed<T> = T & { claimId: string };

/** Lease claim, renewal, backoff and mark-failed over one collection, shared by every background worker. */
export interface RetryQueue<T extends QueueItem> {
  /**
   * Claim the next due item (oldest due first) for `leaseMs`, or null. `filter` narrows the items
   * (one week); `owner` names the claim, and an item already claimed by that owner is claimed again.
   */
  claim(
    now: Date,
    options?: { filter?: Record<string, unknown>; owner?: string },
  ): Promise<Claimed<T> | null>;
  /** Extend the lease of an item still held; false when the claim was lost. */
  renew(item: T, now: Date): Promise<boolean>;
  /** Record a final outcome (`set` moves the item out of `waiting`); false when the claim was lost. */
  finish(item: T, set: Record<string, unknown>): Promise<boolean>;
  /** Not due yet (a later time the item's own rules chose): due again at `at`, no attempt counted. */
  postpone(item: T, at: Date): Promise<void>;
  /** Let the lease go at once: anyone may take the item on their next pass. */
  release(item: T): Promise<void>;
  /** The attempt failed: counted, and due again after the backoff, or failed for good after `giveUp.after`. */
  retryLater(item: T, error: string, now: Date): Promise<'retry' | 'failed'>;
}

/** A queue over `model`'s documents matching `waiting`. */
export function createRetryQueue<T extends QueueItem>(options: RetryQueueOptions): RetryQueue<T> {
  const { model, waiting, leaseMs, giveUp } = options;
  const backoff = options.backoff ?? { baseMs: 1000, maxMs: 10 * 60 * 1000 };
  const due = options.dueField ?? 'nextAttemptAt';
  const claimField = options.claimField ?? 'claimId';
  const errorChars = options.errorChars ?? 500;
  // Writes go to the item only while it still waits and, when it was claimed, to the claim's holder.
  const held = (item: T) => ({
    _id: item._id,
    ...waiting,
    ...(item.claimId ? { [claimField]: item.claimId } : {}),
  });
  const at = (date: Date) => ({ [due]: date });

  return {
    async claim(now, { filter, owner } = {}) {
      const claimId = owner ?? crypto.randomUUID();
      const dueNow = { [due]: mongoose.trusted({ $lte: now }) };
      const doc = await model
        .findOneAndUpdate(
          { ...waiting, ...filter, ...(owner ? { $or: [{ [claimField]: owner }, dueNow] } : dueNow) },
          { $set: { ...at(new Date(now.getTime() + leaseMs)), [claimField]: claimId } },
          { sort: { [due]: 1 }, returnDocument: 'after' },
        )
        .lean<T>();
      return doc ? { ...doc, claimId } : null;
    },
    async renew(item, now) {
      const res = await model.updateOne(held(item), { $set: at(new Date(now.getTime() + leaseMs)) });
      return res.matchedCount === 1;
    },
    async finish(item, set) {
      const res = await model.updateOne(held(item), { $set: { ...set, [claimField]: null } });
      return res.matchedCount === 1;
    },
    async postpone(item, when) {
      await model.updateOne(held(item), { $set: { ...at(when), [claimField]: null } });
    },
    async release(item) {
      await model.updateOne(held(item), { $set: at(new Date(0)) });
    },
    async retryLater(item, error, now) {
      const attempts = (item.attempts ?? 0) + 1;
      const lastError = error.slice(0, errorChars);
      if (giveUp && attempts >= giveUp.after) {
        await model.updateOne(held(item), {
          $set: { ...giveUp.set(error), lastError, [claimField]: null },
          $inc: { attempts: 1 },
        });
        return 'failed';
      }
      const retryAt = new Date(now.getTime() + backoffMs(attempts - 1, backoff));
      await model.updateOne(held(item), {
        $set: { ...at(retryAt), lastError, [claimField]: null },
        $inc: { attempts: 1 },
      });
      return 'retry';
    },
  };
}

/** What a retry worker needs. */
export interface RetryWorkerOptions<T extends QueueItem> {
  /** Names the worker in logs ("outbox", "reminder"). */
  name: string;
  queue: RetryQueue<T>;
  /** Does one item and records its outcome (queue.finish); a throw counts as a failed attempt. */
  handle(item: Claimed<T>): Promise<unknown>;
  logger: Logger;
  pollMs: number;
  now?: () => Date;
}

/**
 * A background worker over a retry queue: claims due items until none is left and hands each to
 * `handle`; an item whose handling throws is retried after the backoff (or failed for good).
 */
export function createRetryWorker<T extends QueueItem>({
  name,
  queue,
  handle,
  logger,
  pollMs,
  now = () => new Date(),
}: RetryWorkerOptions<T>): DurableWorker {
  return createDurableWorker({
    name,
    claim: () => queue.claim(now()),
    async handle(item: Claimed<T>) {
      try {
        await handle(item);
      } catch (err) {
        const message = (err as Error).message;
        const outcome = await queue.retryLater(item, message, now());
        logger.warn(
          { id: item._id, attempts: (item.attempts ?? 0) + 1, err: message },
          outcome === 'failed' ? `${name} failed for good` : `${name} failed; will retry`,
        );
      }
    },
    logger,
    pollMs,
  });
}
