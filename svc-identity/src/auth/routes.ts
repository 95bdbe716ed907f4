import {
  authResponseSchema,
  checkEmailQuerySchema,
  checkEmailResponseSchema,
  emailOnlyBodySchema,
  loginBodySchema,
  registerBodySchema,
  registerResponseSchema,
  resetLinkQuerySchema,
  resetPasswordBodySchema,
  successResponseSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from '@fff/contracts';
import { AUTH_MESSAGES } from '@fff/domain';
import { AppError, declareRoutes, maybeAuthOf } from '@fff/service-kit';
import cookieParser from 'cookie-parser';
import type { Request, RequestHandler, Response } from 'express';
import type { IdentityContext } from '../deps';
import { clearRefreshCookie, readRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../sessions/cookie';
import { clearPageCookie, requestTimeZone, setPageCookie, signPageToken } from '../sessions/page-token';
import {
  checkResetLink,
  forgotPassword,
  resendVerification,
  resetPassword,
  verificationRefused,
  verifyEmail,
} from './email-flows';
import { AUTH_TEXT } from './messages';
import type { AuthLimits } from './rate-limits';
import { register } from './register';
import { checkEmail } from './service';
import { login, logout, refresh, type SignedIn } from './session-flows';

/** What the account routes need: the context and the rate limits built from its config. */
export interface AuthDeps {
  ctx: IdentityContext;
  limits: AuthLimits;
}

const route = declareRoutes<AuthDeps>();
const auth = { auth: 'none', tags: ['auth'] } as const;
const signedIn = {
  200: {
    description: `Access token and user; sets the ${REFRESH_COOKIE} refresh cookie`,
    schema: authResponseSchema,
  },
};
const confirmed = { 200: { description: 'Done', schema: successResponseSchema } };

const production = (deps: AuthDeps) => deps.ctx.config.NODE_ENV === 'production';
/**
 * Sets the refresh cookie and the page cookie (sessions/page-token.ts) and answers the sign-in body,
 * never cached.
 */
function answerSignedIn(req: Request, res: Response, deps: AuthDeps, { response, session }: SignedIn) {
  setRefreshCookie(res, session.refreshToken, session.expiresAt, production(deps));
  const { privateKey } = deps.ctx.keys;
  if (privateKey) {
    const page = { userId: session.userId, sessionId: session.sessionId, timeZone: requestTimeZone(req) };
    setPageCookie(
      res,
      signPageToken(privateKey, page, session.expiresAt),
      session.expiresAt,
      production(deps),
    );
  }
  res.set('cache-control', 'no-store');
  return response;
}
/** Both cookies of a session go together. */
function clearSessionCookies(res: Response, deps: AuthDeps) {
  clearRefreshCookie(res, production(deps));
  clearPageCookie(res, production(deps));
}
// Both email-sending routes: per-IP limit, then the address in the body, then the per-address limit.
const emailLimits = (pick: (limits: AuthLimits) => [RequestHandler, RequestHandler[]]) => ({
  before: (deps: AuthDeps) => [pick(deps.limits)[0]],
  after: (deps: AuthDeps) => pick(deps.limits)[1],
});
const readsCookie = () => [cookieParser()];

/** The account routes under /api/auth. */
export const authRoutes = [
  route(
    {
      ...auth,
      method: 'get',
      path: '/api/auth/check-email',
      summary: 'Whether an account uses this address',
      query: checkEmailQuerySchema,
      responses: { 200: { description: 'exists', schema: checkEmailResponseSchema } },
    },
    ({ query }) => checkEmail(query.email),
    { before: (deps) => [deps.limits.checkEmailPerIp] },
  ),
  route(
    {
      ...auth,
      method: 'post',
      path: '/api/auth/register',
      summary: 'Create an account and send the verification email',
      body: registerBodySchema,
      responses: { 201: { description: 'Registered', schema: registerResponseSchema } },
      errors: [409],
    },
    ({ body }, { deps }) => register(deps.ctx, body),
    { before: (deps) => [deps.limits.registerPerIp], after: (deps) => [deps.limits.registerPerMailbox] },
  ),
  route(
    {
      ...auth,
      method: 'post',
      path: '/api/auth/login',
      summary: 'Sign in (403 email_not_verified until the address is verified)',
      body: loginBodySchema,
      responses: signedIn,
      errors: [401, 403, 429],
    },
    async ({ body }, { req, res, deps }) =>
      answerSignedIn(
        req,
        res,
        deps,
        await login(deps.ctx, body, req.get('user-agent') ?? '', requestTimeZone(req)),
      ),
    { before: (deps) => [deps.limits.loginPerIp], after: (deps) => [deps.limits.loginFailures] },
  ),
  route(
    {
      ...auth,
      method: 'post',
      path: '/api/auth/refresh',
      summary: 'A new access token from the refresh cookie (rotated; 503 refresh_busy keeps the cookie)',
      auth: { cookie: REFRESH_COOKIE },
      responses: signedIn,
      errors: [503],
    },
    async (_in, { req, res, deps }) => {
      try {
        return answerSignedIn(
          req,
          res,
          deps,
          await refresh(deps.ctx, readRefreshCookie(req), requestTimeZone(req)),
        );
      } catch (err) {
        // Only a refused token clears the cookie; a transient failure (busy, database down) must not sign out.
        if (err instanceof AppError && err.status === 401) clearSessionCookies(res, deps);
        throw err;
      }
    },
    { before: readsCookie },
  ),
  route(
    {
      ...auth,
      method: 'post',
      path: '/api/auth/logout',
      summary: 'End the session of the refresh cookie and/or the access token and clear the cookie',
      auth: 'optional-bearer',
      responses: confirmed,
    },
    async (_in, { req, res, deps }) => {
      await logout(readRefreshCookie(req), maybeAuthOf(res)?.sessionId);
      clearSessionCookies(res, deps);
      return { success: true as const, message: AUTH_TEXT.loggedOut };
    },
    // The access token (optional: the refresh cookie alone ends the session too) is read by the
    // service's optional-bearer guard.
    { before: readsCookie },
  ),
  route(
    {
      ...auth,
      method: 'get',
      path: '/api/auth/verify-email',
      summary: 'Verify the address with the token from the email link',
      query: verifyEmailQuerySchema,
      responses: {
        200: { description: 'Verified', schema: verifyEmailResponseSchema },
        400: {
          description: 'Missing, invalid or expired token (`{ success: false, error }`)',
          schema: verifyEmailResponseSchema,
        },
      },
    },
    ({ query }, { deps }) => verifyEmail(deps.ctx, query.token),
    // A missing or malformed token is refused in the page's own error shape, like an unknown one.
    { onInvalid: () => verificationRefused(AUTH_MESSAGES.noVerificationToken) },
  ),
  route(
    {
      ...auth,
      method: 'post',
      path: '/api/auth/resend-verification',
      summary: 'Send the verification email again (same answer whether or not the address is known)',
      body: emailOnlyBodySchema,
      responses: confirmed,
      errors: [429],
    },
    ({ body }, { deps }) => resendVerification(deps.ctx, body.email),
    emailLimits((l) => [l.resendPerIp, l.resendPerAddress]),
  ),
  route(
    {
      ...auth,
      method: 'post',
      path: '/api/auth/forgot-password',
      summary: 'Send a password reset link (same answer whether or not the address is known)',
      body: emailOnlyBodySchema,
      responses: confirmed,
      errors: [429],
    },
    ({ body }, { deps }) => forgotPassword(deps.ctx, body.email),
    emailLimits((l) => [l.forgotPerIp, l.forgotPerAddress]),
  ),
  route(
    {
      ...auth,
      method: 'get',
      path: '/api/auth/reset-password',
      summary: 'Whether a reset link still works (unused and unexpired), without using it',
      query: resetLinkQuerySchema,
      responses: confirmed,
    },
    // No limit of its own: one indexed lookup of a 256-bit token's hash, behind the gateway's
    // /api/auth/ limit; sharing forgot-password's would spend that budget on page opens.
    ({ query }) => checkResetLink(query.token),
  ),
  route(
    {
      ...auth,
      method: 'post',
      path: '/api/auth/reset-password',
      summary: 'Set a new password with the token from the reset link',
      body: resetPasswordBodySchema,
      responses: confirmed,
      errors: [429],
    },
    ({ body }, { deps }) => resetPassword(deps.ctx, body.token, body.password),
    { before: (deps) => [deps.limits.forgotPerIp] },
  ),
];
