import { AppError, conflict } from '@fff/service-kit';
import type { ErrorRequestHandler } from 'express';

/** 409 when a compare-and-set on the progression kept losing to concurrent writes. */
export const tooManyChanges = () => conflict('Too many changes at once. Please try again.');

/** 403 no_hearts; carries when the next heart arrives so the client can show it. */
export class NoHeartsError extends AppError {
  constructor(
    message: string,
    readonly nextHeartAt: string | null,
  ) {
    super('no_hearts', 403, message);
  }
}

/**
 * The kit's central handler answers `{ error, message }` only; this one adds the one extra field
 * the spec's envelope needs (`nextHeartAt`) and passes everything else on.
 */
export const learningErrorFields: ErrorRequestHandler = (err, _req, res, next) => {
  if (err instanceof NoHeartsError && !res.headersSent) {
    res.status(err.status).json({ error: err.code, message: err.message, nextHeartAt: err.nextHeartAt });
    return;
  }
  next(err);
};
