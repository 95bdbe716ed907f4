import type { Logger } from '@fff/service-kit';

/** A background worker over a database queue: poll, kick after an enqueue, or drain and wait (tests). */
export interface DrainLoop {
  /** Drain every pollMs until stop(). */
  start(): void;
  stop(): void;
  /** Drain soon, without waiting for the next tick. */
  kick(): void;
  /** Work off everything due now; resolves when done. */
  drain(): Promise<void>;
}

/**
 * Runs `drainOnce` one at a time: a drain asked for while one runs makes that one go round again
 * instead of starting a second. The timer is unref'd: pending work lives in the database, so it never
 * keeps the process alive. Used by the outbox and the reminder queue.
 */
export function createDrainLoop(
  name: string,
  drainOnce: () => Promise<void>,
  pollMs: number,
  logger: Logger,
): DrainLoop {
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
