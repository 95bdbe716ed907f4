import { awardXpRequestSchema } from '@fff/contracts';
import { authOf, forbidden, parsed, validate } from '@fff/service-kit';
import { Router, type RequestHandler } from 'express';
import { awardTestXp, levelDebug } from './service';

/** Who may use the developer test pages. */
export type TestEndpointsMode = 'all' | 'developers' | 'off';

/** /api/test/* (developer test pages), mounted at /api behind auth. */
export function testPagesRoutes(auth: RequestHandler, mode: TestEndpointsMode): Router {
  const router = Router();
  const allowed: RequestHandler = (_req, res, next) => {
    if (mode === 'all' || (mode === 'developers' && authOf(res).isDeveloper)) return next();
    throw forbidden('The test pages are for developers only.');
  };
  router.post(
    '/test/award-xp',
    auth,
    allowed,
    validate({ body: awardXpRequestSchema }),
    async (_req, res) => {
      const { type } = parsed(res, 'body', awardXpRequestSchema);
      res.json(await awardTestXp(authOf(res).userId, type));
    },
  );
  router.get('/test/level-debug', auth, allowed, async (_req, res) => {
    res.json(await levelDebug(authOf(res).userId));
  });
  return router;
}
