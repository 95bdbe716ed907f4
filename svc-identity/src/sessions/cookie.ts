import type { CookieOptions, Request, Response } from 'express';

/** Name of the refresh-token cookie. */
export const REFRESH_COOKIE = 'fff_refresh';
/** Only the auth routes (refresh, logout) ever receive the cookie. */
export const REFRESH_COOKIE_PATH = '/api/auth';

const options = (production: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: production,
  path: REFRESH_COOKIE_PATH,
});

/** Set the refresh cookie (max-age follows the session expiry). */
export function setRefreshCookie(res: Response, token: string, expiresAt: Date, production: boolean): void {
  res.cookie(REFRESH_COOKIE, token, {
    ...options(production),
    maxAge: Math.max(0, expiresAt.getTime() - Date.now()),
  });
}

/** Remove the refresh cookie. */
export function clearRefreshCookie(res: Response, production: boolean): void {
  res.clearCookie(REFRESH_COOKIE, options(production));
}

/** The refresh token the browser sent, if any (cookie-parser must run first). */
export function readRefreshCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}
