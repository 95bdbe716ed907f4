import { createRetryWorker, type DurableWorker, type Logger } from '@fff/service-kit';
import { outboxQueue, type OutboxOperation } from './repository';

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

/** A worker that sends each operation to its service until it answers 2xx (retries: service-kit's queue). */
export function createOutboxWorker({ send, logger, pollMs, retryBaseMs }: OutboxWorkerOptions): OutboxWorker {
  const queue = outboxQueue(retryBaseMs);
  return createRetryWorker({
    name: 'outbox delivery',
    queue,
    async handle(op) {
      await send(op);
      await queue.finish(op, { status: 'done', doneAt: new Date(), lastError: null });
    },
    logger,
    pollMs,
  });
}
