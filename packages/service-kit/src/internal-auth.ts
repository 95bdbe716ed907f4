import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { forbidden, unauthorized } from './errors';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Guards /internal/*: 401 without the x-internal-token header, 403 when it is wrong (timing-safe compare).
 *
 * Deployment assumption: services listen only on a private network (the compose network, or
 * 127.0.0.1 under npm start) that clients cannot reach; the gateway is the only way in, refuses
 * /internal and any encoded or dot-segment path, and services refuse such paths too. The token is
 * therefore a second barrier, not the only one, and production refuses weak tokens (config.ts).
 */
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
