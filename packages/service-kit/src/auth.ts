import crypto from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { programmerError, unauthorized } from './errors';
import { keySet } from './key-set';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, type AuthContext } from './jwt-keys';

const claimsSchema = z.object({
  sub: z.string().min(1),
  sid: z.string().min(1),
  username: z.string(),
  isDeveloper: z.boolean(),
  tz: z.string().min(1).max(64).optional(),
  // jwt.verify has checked it; the cache above keeps a token no longer than this.
  exp: z.number(),
});

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

const verifierKeys = new Map<string, crypto.KeyObject>();
/** The parsed key of a PEM, once: parsing it on every request cost ~5 % of a service's CPU. */
function verifierKey(pem: string): crypto.KeyObject {
  let key = verifierKeys.get(pem);
  if (!key) verifierKeys.set(pem, (key = crypto.createPublicKey(pem)));
  return key;
}

// A learner sends the same access token with every request for its 15 minutes, and checking its
// ES256 signature was the largest single cost of a request (~8 % of svc-learning's CPU under load).
// So a token that verified once is remembered, keyed by its full text (signature included) and by
// the key set that accepted it, until its own expiry; a changed byte is a different key and is
// verified in full. Revocation is unaffected: ended sessions are refused by the session check,
// which never relied on the signature. Bounded: cleared when full, so memory cannot grow unbounded.
const VERIFIED_MAX = 20_000;
const verified = new Map<string, { auth: AuthContext; expiresAtMs: number }>();

/**
 * Verify an access token; undefined when it is bad, expired or signed any other way. `publicKey`
 * may hold several PEM keys (a rotation): the token's `kid` picks one; a token without `kid`
 * (issued before kids existed) is tried against the first.
 */
export function verifyAccessToken(token: string, publicKey: string): AuthContext | undefined {
  const cacheKey = `${publicKey}\n${token}`;
  const hit = verified.get(cacheKey);
  if (hit) {
    if (hit.expiresAtMs > Date.now()) return hit.auth;
    verified.delete(cacheKey);
  }
  const auth = verifySignedToken(token, publicKey);
  if (auth) {
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(cacheKey, auth);
  }
  return auth?.auth;
}

function verifySignedToken(
  token: string,
  publicKey: string,
): { auth: AuthContext; expiresAtMs: number } | undefined {
  try {
    const kid = jwt.decode(token, { complete: true })?.header.kid;
    const keys = keySet(publicKey);
    const key = kid === undefined ? keys.values().next().value : keys.get(kid);
    if (!key) return undefined;
    const payload = jwt.verify(token, verifierKey(key), {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return undefined;
    const { sub, sid, username, isDeveloper, tz, exp } = claims.data;
    const auth: AuthContext = {
      userId: sub,
      sessionId: sid,
      username,
      isDeveloper,
      ...(tz && { timeZone: tz }),
    };
    return { auth, expiresAtMs: exp * 1000 };
  } catch {
    return undefined;
  }
}

/** Requires a valid bearer access token; puts `{ userId, sessionId, username, isDeveloper }` on res.locals.auth. */
export function requireAuth(publicKey: string): RequestHandler {
  return (req, res, next) => {
    const token = bearer(req.headers.authorization);
    const auth = token ? verifyAccessToken(token, publicKey) : undefined;
    if (!auth) throw unauthorized('Please sign in again.');
    res.locals.auth = auth;
    next();
  };
}

/** Like requireAuth but lets anonymous callers through; a bad token is treated as no token. */
export function optionalAuth(publicKey: string): RequestHandler {
  return (req, res, next) => {
    const token = bearer(req.headers.authorization);
    const auth = token ? verifyAccessToken(token, publicKey) : undefined;
    if (auth) res.locals.auth = auth;
    next();
  };
}

/** The signed-in caller on a route behind requireAuth. */
export function authOf(res: Response): AuthContext {
  const auth = res.locals.auth as AuthContext | undefined;
  if (!auth) {
    throw programmerError(new Error('authOf() used on a route without requireAuth'));
  }
  return auth;
}

/** The caller on a route behind optionalAuth, if signed in. */
export function maybeAuthOf(res: Response): AuthContext | undefined {
  return res.locals.auth as AuthContext | undefined;
}
