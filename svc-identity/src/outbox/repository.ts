import { isDeepStrictEqual } from 'node:util';
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

/**
 * Record operations. Enqueueing the same operation twice is harmless; an operationId already
 * recorded for a different call (another target, path or body) is refused, never silently kept:
 * keeping the first record once let one learner's request stand in for another's deletion.
 */
export async function enqueue(ops: Omit<OutboxOperation, 'attempts'>[]): Promise<void> {
  for (const op of ops) {
    const doc = await OutboxModel.findOneAndUpdate(
      { operationId: op.operationId },
      { $setOnInsert: { ...op, status: 'pending' } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    if (!doc || !sameCall(doc, op)) throw new OperationConflictError(op.operationId);
  }
}

/** An operation id that is already recorded for a different call. */
export class OperationConflictError extends Error {
  constructor(operationId: string) {
    super(`outbox operation ${operationId} is already recorded for a different call`);
  }
}

function sameCall(
  doc: Pick<OutboxOperation, 'target' | 'method' | 'path'> & { body?: unknown },
  op: Omit<OutboxOperation, 'attempts'>,
): boolean {
  return (
    doc.target === op.target &&
    doc.method === op.method &&
    doc.path === op.path &&
    isDeepStrictEqual(doc.body, op.body)
  );
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
