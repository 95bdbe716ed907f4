import { AppError } from '@fff/service-kit';
import type { RequestHandler } from 'express';

// Each upload in flight holds its body (up to 5MB) and, while decoding, a 4096² RGBA frame
// (~64MB). Without a bound, parallel uploads multiply that (8 at once reached 1.6GB). The gate
// admits a few uploads at a time per process, *before* the body is read, so waiting uploads cost
// only their sockets; past a short queue the answer is 503 with a retry hint.

/** Uploads read and decoded at the same time, and uploads allowed to wait for a turn. */
export const AVATAR_UPLOAD_SLOTS = 2;
export const AVATAR_UPLOAD_QUEUE = 16;

export interface UploadGate {
  middleware: RequestHandler;
  /** Most uploads ever inside the gate at once (tests read it). */
  peak(): number;
}

/** A counting semaphore as Express middleware; the slot is freed when the response ends or aborts. */
export function uploadGate(slots = AVATAR_UPLOAD_SLOTS, queueMax = AVATAR_UPLOAD_QUEUE): UploadGate {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  const enter = (run: () => void) => {
    active += 1;
    peak = Math.max(peak, active);
    run();
  };
  const leave = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) enter(next);
  };
  const middleware: RequestHandler = (_req, res, next) => {
    const run = () => {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        leave();
      };
      res.once('finish', release);
      res.once('close', release);
      next();
    };
    if (active < slots) enter(run);
    else if (waiting.length < queueMax) waiting.push(run);
    else
      next(
        new AppError(
          'busy',
          503,
          'Many pictures are being uploaded right now. Please try again in a moment.',
        ),
      );
  };
  return { middleware, peak: () => peak };
}
