import { authOf, requireAuth, unauthorized } from '@fff/service-kit';
import type { RequestHandler } from 'express';
import { cachedSessionActive } from './active-cache';
import { isSessionActive } from './repository';

/**
 * requireAuth plus a check that the token's session was not ended (logout, password change,
 * reuse detection), remembered live for a moment (active-cache.ts). Identity's own account routes use it; other services accept the token until it expires.
 */
export function requireSession(publicKey: string): RequestHandler[] {
  return [
    requireAuth(publicKey),
    async (_req, res, next) => {
      if (!(await cachedSessionActive(authOf(res).sessionId, isSessionActive))) throw unauthorized();
      next();
    },
  ];
}
