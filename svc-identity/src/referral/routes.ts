import { referralRegisterBodySchema } from '@fff/contracts';
import { parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import type { AuthLimits } from '../auth/rate-limits';
import { registerWithReferral } from '../auth/register';
import type { IdentityContext } from '../context';

/** Referral routes, mounted at /api/referral. */
export function referralRoutes(ctx: IdentityContext, limits: AuthLimits): Router {
  const router = Router();
  // One counter for both sign-up routes: a referral code is no way around the limit.
  router.post('/register', limits.registerPerIp, validate({ body: referralRegisterBodySchema }), async (_req, res) => {
    res.status(201).json(await registerWithReferral(ctx, parsed(res, 'body', referralRegisterBodySchema)));
  });
  return router;
}
