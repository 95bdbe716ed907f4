import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { verifyAccessToken } from './auth';
import { DependencyError, unauthorized } from './errors';
import { createInternalClient } from './internal-client';

// An access token is valid for 15 minutes, but a logout or revocation must count everywhere
// within seconds. Services other than identity ask identity whether the token's session is still
// live (GET /internal/sessions/:sid) and keep the answer `cacheMs`, in memory: every replica asks
// on its own, so the delay is at most cacheMs whatever the number of replicas. When identity
// cannot answer, the signature alone decides (fail open): learning and league keep working during
// an identity outage, and tokens still expire after 15 minutes.

/** Is this session still live? */
export interface SessionCheck {
  isActive(sessionId: string): Promise<boolean>;
}

const MAX_CACHED = 50_000;

/** SessionCheck over identity's internal API, cached `cacheMs` per session id. */
export function createSessionCheck(options: {
  identityUrl: string;
  token: string;
  cacheMs: number;
  logger: Logger;
}): SessionCheck {
  const client = createInternalClient({
    baseUrl: options.identityUrl,
    token: options.token,
    service: 'svc-identity',
    timeoutMs: 1000,
    retries: 0,
  });
  const cache = new Map<string, { active: boolean; until: number }>();
  return {
    async isActive(sessionId) {
      const now = Date.now();
      const hit = cache.get(sessionId);
      if (hit && hit.until > now) return hit.active;
      try {
        const { active } = await client.get<{ active: boolean }>(
          `/internal/sessions/${encodeURIComponent(sessionId)}`,
        );
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(sessionId, { active: active === true, until: now + options.cacheMs });
        return active === true;
      } catch (err) {
        if (!(err instanceof DependencyError)) throw err;
        options.logger.warn({ err: err.message }, 'session check unavailable; trusting the token signature');
        return true;
      }
    },
  };
}

/**
 * For /api: a request whose bearer token is valid but whose session has ended gets 401
 * session_revoked. Requests without a (valid) token pass untouched to the routes' own auth.
 */
export function rejectRevokedSessions(publicKey: string, check: SessionCheck): RequestHandler {
  return async (req, _res, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const auth = token ? verifyAccessToken(token, publicKey) : undefined;
    if (auth && !(await check.isActive(auth.sessionId)))
      throw unauthorized('Please sign in again.', 'session_revoked');
    next();
  };
}
