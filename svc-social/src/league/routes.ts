import { leagueRankingsQuerySchema } from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { getLeagueRankings } from './rankings';
import { getCurrentLeague, type LeagueDeps } from './service';

/** League routes, mounted at /api/league behind requireAuth (crews: crews/routes.ts). */
export function leagueRoutes(deps: LeagueDeps): Router {
  const router = Router();
  router.get('/current', async (_req, res) => {
    res.json(await getCurrentLeague(authOf(res), deps));
  });
  router.get('/rankings', validate({ query: leagueRankingsQuerySchema }), async (_req, res) => {
    const { limit } = parsed(res, 'query', leagueRankingsQuerySchema);
    res.json(await getLeagueRankings(authOf(res), limit, deps));
  });
  return router;
}
