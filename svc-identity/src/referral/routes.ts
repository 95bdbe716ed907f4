import { referralRegisterBodySchema } from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import type { AuthLimits } from '../auth/rate-limits';
import { registerWithReferral } from '../auth/register';
import type { IdentityContext } from '../context';
import { requireSession } from '../sessions/require-session';
import { referralCode, referralShare, referralStats } from './service';

/** Referral routes, mounted at /api/referral. */
export function referralRoutes(ctx: IdentityContext, limits: AuthLimits): Router {
  const router = Router();
  // One counter for both sign-up routes: a referral code is no way around the limit.
  router.post(
    '/register',
    limits.registerPerIp,
    validate({ body: referralRegisterBodySchema }),
    async (_req, res) => {
      res.status(201).json(await registerWithReferral(ctx, parsed(res, 'body', referralRegisterBodySchema)));
    },
  );

  // Everything after sign-up is the signed-in learner's own.
  const mine = Router();
  mine.use(requireSession(ctx.keys.publicKey));
  mine.get('/stats', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await referralStats(authOf(res).userId));
  });
  mine.get('/code', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await referralCode(authOf(res).userId));
  });
  mine.post('/share', async (_req, res) => {
    res.json(await referralShare(ctx, authOf(res).userId));
  });
  router.use(mine);
  return router;
}
