import type { Logger } from 'pino';

/** A poller of durable work kept in the database (outbox operations, pending gifts…). */
export interface DurableWorker {
  /** Poll every pollMs until stop(); the timer never keeps the process alive (the work is in the database). */
  start(): void;
  stop(): void;
  /** Drain soon (after new work was stored), without waiting for the next tick. */
  kick(): void;
  /** Handle everything due now; resolves when done. A call while draining drains once more after. */
  drain(): Promise<void>;
}

/** What a durable worker needs. */
export interface DurableWorkerOptions<T> {
  /** Names the worker in logs ("outbox", "gift retry"). */
  name: string;
  /** Claims the next due item (a lease: other replicas skip it until it expires), or nothing when none is due. */
  claim(): Promise<T | null | undefined>;
  /** Handles one claimed item; it records its own outcome (done, retry later). */
  handle(item: T): Promise<unknown>;
  logger: Logger;
  pollMs: number;
}

/**
 * The loop every durable worker shares: claim, handle, repeat until nothing is due; one drain at a
 * time per process; a failure is logged and the next tick tries again. Several replicas may run one
 * each, since claims are leases.
 */
export function createDurableWorker<T>({
  name,
  claim,
  handle,
  logger,
  pollMs,
}: DurableWorkerOptions<T>): DurableWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function drainOnce(): Promise<void> {
    for (let item = await claim(); item; item = await claim()) await handle(item);
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drainOnce();
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
