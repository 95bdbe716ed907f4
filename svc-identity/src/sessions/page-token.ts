// The page's session: what lets the shell's renderer draw a signed-in learner's page before any
// script of the page runs (shell/src/server, docs/learner-page-render.md). The refresh cookie
// cannot serve: it is scoped to /api/auth and rotates, and a second rotation by the renderer would
// look like reuse and end the session. So login and refresh also set `fff_page`, a token naming
// the session, signed by identity for another audience than access tokens (no service accepts it
// as one). It grants nothing by itself: the renderer trades it for an access token on the internal
// API, which checks that the session is still live.
import { isValidTimeZone } from '@fff/domain';
import { JWT_ALGORITHM, JWT_ISSUER, keyIdOf, keySet } from '@fff/service-kit';
import type { CookieOptions, Request, Response } from 'express';
import jwt from 'jsonwebtoken';

/** Name of the page cookie. */
export const PAGE_COOKIE = 'fff_page';
/** Audience of page tokens; access tokens carry another, so neither passes for the other. */
export const PAGE_TOKEN_AUDIENCE = 'fff-page';

/** What a page token says: whose session, and the learner's zone (their streak day) when known. */
export interface PageSession {
  userId: string;
  sessionId: string;
  timeZone?: string;
}

const options = (production: boolean): CookieOptions => ({
  httpOnly: true,
  // Strict: a page opened from another site renders without it (the client then starts as before).
  sameSite: 'strict',
  secure: production,
  path: '/',
});

/** A page token for `session`, valid until the session's own expiry. */
export function signPageToken(privateKey: string, session: PageSession, expiresAt: Date): string {
  const seconds = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return jwt.sign(
    { sid: session.sessionId, ...(session.timeZone ? { tz: session.timeZone } : {}) },
    privateKey,
    {
      algorithm: JWT_ALGORITHM,
      subject: session.userId,
      issuer: JWT_ISSUER,
      audience: PAGE_TOKEN_AUDIENCE,
      keyid: keyIdOf(privateKey),
      expiresIn: seconds,
    },
  );
}

/**
 * The session a page token names, or undefined when it is bad, expired or not a page token.
 * `publicKey` may hold several keys (a rotation): the token's key id picks one.
 */
export function verifyPageToken(token: string, publicKey: string): PageSession | undefined {
  try {
    const kid = jwt.decode(token, { complete: true })?.header.kid;
    const key = kid === undefined ? undefined : keySet(publicKey).get(kid);
    if (!key) return undefined;
    const payload = jwt.verify(token, key, {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: PAGE_TOKEN_AUDIENCE,
    });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      return undefined;
    const tz: unknown = payload.tz;
    return {
      userId: payload.sub,
      sessionId: payload.sid,
      ...(typeof tz === 'string' && isValidTimeZone(tz) ? { timeZone: tz } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The learner's zone from the request's x-time-zone, when it names one. */
export function requestTimeZone(req: Request): string | undefined {
  const zone = req.get('x-time-zone');
  return zone && zone.length <= 64 && isValidTimeZone(zone) ? zone : undefined;
}

/** Sets the page cookie for a session that was just issued or renewed. */
export function setPageCookie(res: Response, token: string, expiresAt: Date, production: boolean): void {
  res.cookie(PAGE_COOKIE, token, {
    ...options(production),
    maxAge: Math.max(0, expiresAt.getTime() - Date.now()),
  });
}

/** Removes the page cookie (logout, a refused refresh). */
export function clearPageCookie(res: Response, production: boolean): void {
  res.clearCookie(PAGE_COOKIE, options(production));
}
