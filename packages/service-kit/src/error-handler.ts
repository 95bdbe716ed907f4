import type { ErrorCode } from '@fff/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { isDuplicateKey } from './duplicate-key';
import { AppError, DependencyError, INTERNAL_MESSAGE, programmerError } from './errors';
import { redactUrl } from './redact-url';

/** Errors raised by body-parser carry a `type`; map the ones a client can cause. */
const BODY_PARSER_ERRORS: Record<string, { code: ErrorCode; status: number; message: string }> = {
  'entity.parse.failed': {
    code: 'invalid_json',
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  'entity.too.large': { code: 'payload_too_large', status: 413, message: 'The request body is too large.' },
  'encoding.unsupported': {
    code: 'unsupported_media_type',
    status: 415,
    message: 'That content encoding is not supported.',
  },
  'charset.unsupported': {
    code: 'unsupported_media_type',
    status: 415,
    message: 'That charset is not supported.',
  },
  'request.aborted': { code: 'bad_request', status: 400, message: 'The request was aborted.' },
  'request.size.invalid': {
    code: 'bad_request',
    status: 400,
    message: 'The request body size did not match.',
  },
  'stream.encoding.set': { code: 'internal', status: 500, message: INTERNAL_MESSAGE },
};

/** Turn anything thrown into an AppError with a user-readable message. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof mongoose.Error.CastError) {
    return new AppError('bad_request', 400, `The value given for ${err.path} is not valid.`, { cause: err });
  }
  if (err instanceof mongoose.Error.ValidationError) {
    const first = Object.values(err.errors)[0];
    return new AppError('validation', 400, first?.message ?? 'The request is not valid.', { cause: err });
  }
  if (isDuplicateKey(err)) return new AppError('conflict', 409, 'That already exists.', { cause: err });
  if (err instanceof DependencyError) {
    return new AppError(
      'dependency_unavailable',
      503,
      'A part of the service is unavailable. Please try again soon.',
      {
        cause: err,
      },
    );
  }
  const type = typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined;
  const known = typeof type === 'string' ? BODY_PARSER_ERRORS[type] : undefined;
  if (known)
    return new AppError(known.code, known.status, known.message, {
      cause: err,
      isOperational: known.status < 500,
    });
  return programmerError(err);
}

/** 404 JSON for anything no route answered. */
export const notFoundHandler: RequestHandler = (req) => {
  throw new AppError('not_found', 404, `Nothing here: ${req.method} ${req.path}`);
};

/**
 * The one error path of every service: `{ error, message }` plus the error's details (or, for a route
 * whose spec shapes its error, the error's own body), right status, never a stack; 500s logged with
 * the request id. Routes never answer errors themselves: they throw an AppError.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const appError = toAppError(err);
    const status = appError.status;
    const requestId = String(req.id ?? res.getHeader('x-request-id') ?? '');
    if (status >= 500) {
      logger.error({ err, requestId, method: req.method, url: redactUrl(req.originalUrl) }, 'request failed');
    } else {
      logger.debug({ code: appError.code, requestId }, 'request rejected');
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    const message = status >= 500 && appError.code === 'internal' ? INTERNAL_MESSAGE : appError.message;
    const details = status < 500 ? appError.details : undefined;
    if (details?.retryAfterSeconds !== undefined) res.set('retry-after', String(details.retryAfterSeconds));
    if (status < 500 && appError.body) {
      res.status(status).json(appError.body);
      return;
    }
    res.status(status).json({ error: appError.code, message, ...details });
  };
}
