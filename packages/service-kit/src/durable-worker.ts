import type { Logger } from 'pino';

/** A poller of durable work kept in the database (outbox operations, pending gifts, reminders, week closes). */
export interface DurableWorker {
  /** Poll every pollMs until stop(); the timer never keeps the process alive (the work is in the database). */
  start(): void;
  stop(): void;
  /** Drain soon (after new work was stored), without waiting for the next tick. */
  kick(): void;
  /** Handle everything due now; resolves when done. A call while draining drains once more after. */
  drain(): Promise<void>;
}

/** What a worker loop needs: one pass over the due work. */
export interface WorkerLoopOptions {
  /** Names the worker in logs ("outbox", "gift retry"). */
  name: string;
  /** Does everything due now; a throw is logged and the next tick tries again. */
  work(): Promise<unknown>;
  logger: Logger;
  pollMs: number;
}

/** What a durable worker needs. */
export interface DurableWorkerOptions<T> extends Omit<WorkerLoopOptions, 'work'> {
  /** Claims the next due item (a lease: other replicas skip it until it expires), or nothing when none is due. */
  claim(): Promise<T | null | undefined>;
  /** Handles one claimed item; it records its own outcome (done, retry later). */
  handle(item: T): Promise<unknown>;
}

/**
 * The loop every background worker shares: one pass at a time per process, a pass asked for while
 * one runs runs once more after it, a failure is logged and the next tick tries again. Several
 * replicas may run one each: the work they share is claimed under leases (retry-queue.ts).
 */
export function createWorkerLoop({ name, work, logger, pollMs }: WorkerLoopOptions): DurableWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await work();
        } while (again);
      } catch (err) {
        logger.error({ err }, `${name} drain failed`);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    start() {
      timer ??= setInterval(() => void drain(), pollMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    kick() {
      setImmediate(() => void drain());
    },
    drain,
  };
}

/** A worker loop whose pass claims and handles items until none is due. */
export function createDurableWorker<T>({ claim, handle, ...loop }: DurableWorkerOptions<T>): DurableWorker {
  return createWorkerLoop({
    ...loop,
    async work() {
      for (let item = await claim(); item; item = await claim()) await handle(item);
    },
  });
}
