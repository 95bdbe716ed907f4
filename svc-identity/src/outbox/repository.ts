import mongoose from 'mongoose';
import { OutboxModel } from './model';

/** An operation to deliver. */
export interface OutboxOperation {
  operationId: string;
  target: 'learning' | 'social';
  method: 'POST' | 'DELETE';
  path: string;
  body: unknown;
  attempts: number;
}

/** Record operations; an operationId already recorded is left as it is (enqueueing twice is harmless). */
export async function enqueue(ops: Omit<OutboxOperation, 'attempts'>[]): Promise<void> {
  for (const op of ops) {
    await OutboxModel.updateOne(
      { operationId: op.operationId },
      { $setOnInsert: { ...op, status: 'pending' } },
      { upsert: true },
    );
  }
}

/**
 * Claim one due operation: it is pushed `leaseMs` into the future so a second worker (or the next
 * tick) does not deliver it at the same time.
 */
export async function claimDue(leaseMs: number): Promise<OutboxOperation | null> {
  const now = new Date();
  const doc = await OutboxModel.findOneAndUpdate(
    { status: 'pending', nextAttemptAt: mongoose.trusted({ $lte: now }) },
    { $set: { nextAttemptAt: new Date(now.getTime() + leaseMs) } },
    { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
  ).lean();
  if (!doc) return null;
  return {
    operationId: doc.operationId,
    target: doc.target,
    method: doc.method,
    path: doc.path,
    body: doc.body,
    attempts: doc.attempts,
  };
}

/** The receiver acknowledged. */
export async function markDone(operationId: string): Promise<void> {
  await OutboxModel.updateOne(
    { operationId },
    { $set: { status: 'done', doneAt: new Date(), lastError: null } },
  );
}

/** Delivery failed: try again at `retryAt`. */
export async function markFailed(operationId: string, error: string, retryAt: Date): Promise<void> {
  await OutboxModel.updateOne(
    { operationId },
    { $set: { lastError: error.slice(0, 500), nextAttemptAt: retryAt }, $inc: { attempts: 1 } },
  );
}

/** Status of an operation (for tests and diagnostics). */
/**
 * Make these pending operations due now, cutting their backoff short: a learner is waiting on them
 * (they repeated the request). Delivery is idempotent by operation id on the receiving side, so an
 * operation a worker is delivering at this moment may safely be delivered once more.
 */
export async function makeDueNow(operationIds: string[]): Promise<void> {
  await OutboxModel.updateMany(
    { operationId: mongoose.trusted({ $in: operationIds }), status: 'pending' },
    { $set: { nextAttemptAt: new Date() } },
  );
}

export async function findOperation(operationId: string) {
  return OutboxModel.findOne({ operationId }, { _id: 0, operationId: 1, status: 1, attempts: 1 }).lean();
}

/** Make sure the unique index exists. */
export async function ensureOutboxIndexes(): Promise<void> {
  await OutboxModel.init();
}
