import {
  checkEmailQuerySchema,
  emailOnlyBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  verifyEmailQuerySchema,
} from '@fff/contracts';
import { AUTH_MESSAGES } from '@fff/domain';
import { AppError, maybeAuthOf, optionalAuth, parsed, validate } from '@fff/service-kit';
import cookieParser from 'cookie-parser';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { IdentityContext } from '../context';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../sessions/cookie';
import { forgotPassword, resendVerification, resetPassword, verificationRefused, verifyEmail } from './email-flows';
import { AUTH_TEXT } from './messages';
import type { AuthLimits } from './rate-limits';
import { register } from './register';
import { checkEmail } from './service';
import { login, logout, refresh, type SignedIn } from './session-flows';

/** Account routes, mounted at /api/auth. */
export function authRoutes(ctx: IdentityContext, limits: AuthLimits): Router {
  const router = Router();
  const production = ctx.config.NODE_ENV === 'production';
  router.use(cookieParser());

  const answerSignedIn = (res: Response, { response, session }: SignedIn) => {
    setRefreshCookie(res, session.refreshToken, session.expiresAt, production);
    res.set('cache-control', 'no-store').json(response);
  };

  router.get('/check-email', limits.checkEmailPerIp, validate({ query: checkEmailQuerySchema }), async (_req, res) => {
    const { email } = parsed(res, 'query', checkEmailQuerySchema);
    res.json(await checkEmail(email));
  });

  router.post('/register', limits.registerPerIp, validate({ body: registerBodySchema }), async (_req, res) => {
    res.status(201).json(await register(ctx, parsed(res, 'body', registerBodySchema)));
  });

  router.post('/login', limits.loginPerIp, validate({ body: loginBodySchema }), limits.loginFailures, async (req, res) => {
    answerSignedIn(res, await login(ctx, parsed(res, 'body', loginBodySchema), req.get('user-agent') ?? ''));
  });

  router.post('/refresh', async (req, res) => {
    try {
      answerSignedIn(res, await refresh(ctx, readRefreshCookie(req)));
    } catch (err) {
      // Only a refused token clears the cookie; a transient failure (busy, database down) must not sign out.
      if (err instanceof AppError && err.status === 401) clearRefreshCookie(res, production);
      throw err;
    }
  });

  router.post('/logout', optionalAuth(ctx.keys.publicKey), async (req, res) => {
    await logout(readRefreshCookie(req), maybeAuthOf(res)?.sessionId);
    clearRefreshCookie(res, production);
    res.json({ success: true, message: AUTH_TEXT.loggedOut });
  });

  // A missing or malformed token is refused in the page's own error shape, like an unknown one.
  const noToken = () => verificationRefused(AUTH_MESSAGES.noVerificationToken);
  router.get('/verify-email', validate({ query: verifyEmailQuerySchema }, { onInvalid: noToken }), async (_req, res) => {
    res.json(await verifyEmail(ctx, parsed(res, 'query', verifyEmailQuerySchema).token));
  });

  // Both email-sending routes: per-IP limit, then the address in the body, then the per-address limit.
  const emailRoute = (perIp: RequestHandler, perAddress: RequestHandler, flow: typeof forgotPassword) => [
    perIp,
    validate({ body: emailOnlyBodySchema }),
    perAddress,
    async (_req: Request, res: Response) => {
      res.json(await flow(ctx, parsed(res, 'body', emailOnlyBodySchema).email));
    },
  ];
  router.post('/resend-verification', ...emailRoute(limits.resendPerIp, limits.resendPerAddress, resendVerification));
  router.post('/forgot-password', ...emailRoute(limits.forgotPerIp, limits.forgotPerAddress, forgotPassword));

  router.post('/reset-password', limits.forgotPerIp, validate({ body: resetPasswordBodySchema }), async (_req, res) => {
    const { token, password } = parsed(res, 'body', resetPasswordBodySchema);
    res.json(await resetPassword(ctx, token, password));
  });

  return router;
}
