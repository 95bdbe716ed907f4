import { authOf, requireAuth } from '@fff/service-kit';
import { Router } from 'express';
import { getCurrentLeague, type LeagueDeps } from './service';

/** League routes, mounted at /api/league; all need a signed-in learner. */
export function leagueRoutes(publicKey: string, deps: LeagueDeps): Router {
  const router = Router();
  router.use(requireAuth(publicKey));
  router.get('/current', async (_req, res) => {
    res.json(await getCurrentLeague(authOf(res), deps));
  });
  return router;
}
