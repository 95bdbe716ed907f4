import { createDurableWorker, type DurableWorker, type Logger } from '@fff/service-kit';
import { claimDue, markDone, markFailed, type OutboxOperation } from './repository';

/** Delivers outbox operations. */
export type OutboxWorker = DurableWorker;

/** Options of the worker. */
export interface OutboxWorkerOptions {
  /** Performs one operation; throws when the receiver did not acknowledge. */
  send(op: OutboxOperation): Promise<void>;
  logger: Logger;
  pollMs: number;
  retryBaseMs: number;
}

const MAX_BACKOFF_MS = 10 * 60 * 1000;
// A claimed operation is hidden this long; delivery itself times out well before.
const LEASE_MS = 30_000;

/** Exponential backoff with jitter, capped at 10 minutes. */
export function backoffMs(attempts: number, baseMs: number): number {
  const exp = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.min(attempts, 20));
  return Math.round(exp * (0.75 + Math.random() * 0.5));
}

/** A worker that sends each operation to its service until it answers 2xx. */
export function createOutboxWorker({ send, logger, pollMs, retryBaseMs }: OutboxWorkerOptions): OutboxWorker {
  async function deliver(op: OutboxOperation): Promise<void> {
    try {
      await send(op);
      await markDone(op.operationId);
    } catch (err) {
      const retryAt = new Date(Date.now() + backoffMs(op.attempts, retryBaseMs));
      logger.warn(
        { operationId: op.operationId, attempts: op.attempts + 1, err: (err as Error).message },
        'outbox delivery failed; will retry',
      );
      await markFailed(op.operationId, (err as Error).message, retryAt);
    }
  }
  return createDurableWorker({
    name: 'outbox',
    claim: () => claimDue(LEASE_MS),
    handle: deliver,
    logger,
    pollMs,
  });
}
