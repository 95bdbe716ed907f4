import { isDeepStrictEqual } from 'node:util';
import mongoose from 'mongoose';
import { createRetryQueue, type RetryQueue } from '@fff/service-kit';
import { OutboxModel } from './model';

// A claimed operation is hidden this long; delivery itself times out well before.
const LEASE_MS = 30_000;
const MAX_BACKOFF_MS = 10 * 60 * 1000;

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

/** An operation as stored (the queue addresses it by _id). */
export type StoredOperation = OutboxOperation & { _id: unknown };

/** The outbox as service-kit's retry queue sees it. */
export function outboxQueue(retryBaseMs: number): RetryQueue<StoredOperation> {
  return createRetryQueue({
    model: OutboxModel,
    waiting: { status: 'pending' },
    leaseMs: LEASE_MS,
    backoff: { baseMs: retryBaseMs, maxMs: MAX_BACKOFF_MS },
  });
}

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

/** Status of an operation (for tests and diagnostics). */
export async function findOperation(operationId: string) {
  return OutboxModel.findOne({ operationId }, { _id: 0, operationId: 1, status: 1, attempts: 1 }).lean();
}

/** Make sure the unique index exists. */
export async function ensureOutboxIndexes(): Promise<void> {
  await OutboxModel.init();
}
