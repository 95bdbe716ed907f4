import { PRESENCE_WRITE_EVERY_MS } from '@fff/domain';
import { AppError, authOf, type Logger } from '@fff/service-kit';
import type { RequestHandler } from 'express';
import { touchPresence } from './repository';

// Skips the database for learners this process wrote recently; other replicas keep their own
// memory, which only costs a redundant (conditional, harmless) write.
const recent = new Map<string, number>();
const RECENT_MAX = 10_000;

/**
 * After requireAuth: every authenticated social call counts as activity (presence). A failed write
 * is logged and never fails the call; only a deleted account's first entry is refused (401).
 */
export function recordPresence(logger: Logger, now: () => Date = () => new Date()): RequestHandler {
  return async (_req, res, next) => {
    const { userId, username } = authOf(res);
    const at = now();
    const last = recent.get(userId);
    if (last === undefined || at.getTime() - last >= PRESENCE_WRITE_EVERY_MS) {
      if (recent.size >= RECENT_MAX) recent.clear();
      recent.set(userId, at.getTime());
      try {
        await touchPresence(userId, username, at);
      } catch (err) {
        if (err instanceof AppError) return next(err);
        logger.warn({ err }, 'presence not recorded');
      }
    }
    next();
  };
}

/** Forget what this process wrote (tests move the clock). */
export function resetPresenceMemory(): void {
  recent.clear();
}
