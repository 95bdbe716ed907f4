import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { verifyAccessToken } from './auth';
import { DependencyError, unauthorized } from './errors';
import type { InternalCredential } from './internal-auth';
import { createInternalClient } from './internal-client';

// An access token is valid for 15 minutes, but a logout or revocation must count everywhere
// within seconds. Services other than identity ask identity whether the token's session is still
// live (GET /internal/sessions/:sid). Reads keep the answer `cacheMs`, in memory, and when
// identity cannot answer the signature alone decides (fail open): a learner can still look at
// their progress during an identity outage. Writes ask afresh every time and fail closed (503)
// when identity cannot answer: after a deletion or password change no write of the ended session
// lands anywhere, even while identity is briefly unreachable, at the price of one small internal
// GET per write and no writes during an identity outage.

/** How a caller wants the answer: `fresh` skips the cache and refuses to guess when identity is down. */
export interface SessionCheckOptions {
  fresh?: boolean;
}

/** Is this session still live? */
export interface SessionCheck {
  isActive(sessionId: string, options?: SessionCheckOptions): Promise<boolean>;
}

const MAX_CACHED = 50_000;

/** SessionCheck over identity's internal API, cached `cacheMs` per session id. */
export function createSessionCheck(options: {
  identityUrl: string;
  credential: InternalCredential;
  cacheMs: number;
  logger: Logger;
}): SessionCheck {
  const client = createInternalClient({
    baseUrl: options.identityUrl,
    credential: options.credential,
    service: 'svc-identity',
    timeoutMs: 1000,
    retries: 0,
  });
  const cache = new Map<string, { active: boolean; until: number }>();
  return {
    async isActive(sessionId, { fresh = false } = {}) {
      const now = Date.now();
      const hit = cache.get(sessionId);
      if (!fresh && hit && hit.until > now) return hit.active;
      try {
        const { active } = await client.get<{ active: boolean }>(
          `/internal/sessions/${encodeURIComponent(sessionId)}`,
        );
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(sessionId, { active: active === true, until: now + options.cacheMs });
        return active === true;
      } catch (err) {
        // Identity refused the id itself (malformed, unknown): a signed token naming no session of
        // identity's is no live session, whatever else it claims.
        if (err instanceof DependencyError && (err.status === 400 || err.status === 404)) return false;
        if (!(err instanceof DependencyError) || fresh) throw err;
        options.logger.warn({ err: err.message }, 'session check unavailable; trusting the token signature');
        return true;
      }
    },
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For /api: a request whose bearer token is valid but whose session has ended gets 401
 * session_revoked; a write whose session identity cannot confirm gets 503. Requests without a
 * (valid) token pass untouched to the routes' own auth.
 */
export function rejectRevokedSessions(publicKey: string, check: SessionCheck): RequestHandler {
  return async (req, _res, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const auth = token ? verifyAccessToken(token, publicKey) : undefined;
    if (auth && !(await check.isActive(auth.sessionId, { fresh: !READS.has(req.method) })))
      throw unauthorized('Please sign in again.', 'session_revoked');
    next();
  };
}
