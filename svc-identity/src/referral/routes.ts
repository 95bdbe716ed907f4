import { referralRegisterBodySchema } from '@fff/contracts';
import { parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { registerWithReferral } from '../auth/register';
import type { IdentityContext } from '../context';

/** Referral routes, mounted at /api/referral. */
export function referralRoutes(ctx: IdentityContext): Router {
  const router = Router();
  router.post('/register', validate({ body: referralRegisterBodySchema }), async (_req, res) => {
    res.status(201).json(await registerWithReferral(ctx, parsed(res, 'body', referralRegisterBodySchema)));
  });
  return router;
}
