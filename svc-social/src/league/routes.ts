import { leagueRankingsQuerySchema } from '@fff/contracts';
import { authOf, parsed, requireAuth, validate } from '@fff/service-kit';
import { Router } from 'express';
import { getLeagueRankings } from './rankings';
import { getCurrentLeague, type LeagueDeps } from './service';

/**
 * League routes, mounted at /api/league; all need a signed-in learner. Crews (GET /crews,
 * POST /create-crew, /join-crew) are not built yet and answer 404 rather than a stub.
 */
export function leagueRoutes(publicKey: string, deps: LeagueDeps): Router {
  const router = Router();
  router.use(requireAuth(publicKey));
  router.get('/current', async (_req, res) => {
    res.json(await getCurrentLeague(authOf(res), deps));
  });
  router.get('/rankings', validate({ query: leagueRankingsQuerySchema }), async (_req, res) => {
    const { limit } = parsed(res, 'query', leagueRankingsQuerySchema);
    res.json(await getLeagueRankings(authOf(res), limit, deps));
  });
  return router;
}
