import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { forbidden, unauthorized } from './errors';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Guards /internal/*: 401 without the x-internal-token header, 403 when it is wrong (timing-safe compare). */
export function requireInternal(token: string): RequestHandler {
  const expected = digest(token);
  return (req, _res, next) => {
    const given = req.headers[INTERNAL_TOKEN_HEADER];
    if (typeof given !== 'string' || given.length === 0) {
      throw unauthorized('This endpoint is for services only.');
    }
    // Comparing fixed-length digests keeps the comparison constant-time whatever the lengths.
    if (!crypto.timingSafeEqual(digest(given), expected))
      throw forbidden('This endpoint is for services only.');
    next();
  };
}
