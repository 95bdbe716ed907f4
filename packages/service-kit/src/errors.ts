import type { ErrorCode } from '@fff/contracts';

/** Options of an AppError beyond code, status and message. */
export interface AppErrorOptions {
  /** false marks a bug (programmer error): it is logged as such and answered as a plain 500. */
  isOperational?: boolean;
  cause?: unknown;
  /**
   * Extra fields of the error body beside `error` and `message` (contracts' errorBodySchema:
   * attemptsLeft, retryAfterSeconds; hearts' nextHeartAt). retryAfterSeconds also sets Retry-After.
   */
  details?: ErrorDetails;
  /**
   * The whole body to answer instead of the `{ error, message }` envelope, for the few routes whose
   * spec gives the error its own shape (GET /api/auth/verify-email answers `{ success: false, error }`).
   */
  body?: Record<string, unknown>;
}

/** Extra fields an error body may carry; the central handler adds them to the envelope (never on 5xx). */
export interface ErrorDetails {
  attemptsLeft?: number;
  retryAfterSeconds?: number;
  /** 403 no_hearts: when the next heart arrives (ISO), null when none is on its way. */
  nextHeartAt?: string | null;
}

/**
 * The one error type services throw. `message` is shown to users as is, so it must be
 * readable and must not leak internals; put details in `cause`.
 */
export class AppError extends Error {
  readonly isOperational: boolean;
  readonly details?: ErrorDetails;
  readonly body?: Record<string, unknown>;

  constructor(
    /** One of contracts' errorCodeSchema: a code not listed there is a type error, so the list stays complete. */
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.isOperational = options.isOperational ?? true;
    this.details = options.details;
    this.body = options.body;
  }
}

/** What a user reads for any 500 that is not a known dependency failure. */
export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/** 500 for a bug (a helper used where its precondition cannot hold): logged as such, answered plainly. */
export const programmerError = (cause: unknown) =>
  new AppError('internal', 500, INTERNAL_MESSAGE, { isOperational: false, cause });

/** 400 with code bad_request (or another code). */
export const badRequest = (message: string, code: ErrorCode = 'bad_request', cause?: unknown) =>
  new AppError(code, 400, message, { cause });
/** 401: the caller is not (or no longer) signed in. */
export const unauthorized = (message = 'Please sign in again.', code: ErrorCode = 'unauthorized') =>
  new AppError(code, 401, message);
/** 403: signed in but not allowed. */
export const forbidden = (message = 'You are not allowed to do that.', code: ErrorCode = 'forbidden') =>
  new AppError(code, 403, message);
/** 404 for a missing resource. */
export const notFound = (message = 'We could not find that.', code: ErrorCode = 'not_found') =>
  new AppError(code, 404, message);
/** 409: the request clashes with the current state (e.g. a duplicate). */
export const conflict = (message: string, code: ErrorCode = 'conflict') => new AppError(code, 409, message);
/** 429: slow down. */
export const tooMany = (
  message = 'Too many requests. Please wait a moment and try again.',
  code: ErrorCode = 'too_many_requests',
) => new AppError(code, 429, message);

/** A call to another service failed (down, timed out or answered 5xx/unexpected); callers catch it to degrade. */
export class DependencyError extends Error {
  constructor(
    readonly service: string,
    message: string,
    /** HTTP status the dependency answered, if it answered at all. */
    readonly status?: number,
    options: { cause?: unknown; body?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'DependencyError';
    this.body = options.body;
  }

  readonly body: unknown;
}
