import {
  currentLeagueResponseSchema,
  leagueRankingsQuerySchema,
  leagueRankingsResponseSchema,
} from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import { getLeagueRankings } from './rankings';
import { getCurrentLeague, type LeagueDeps } from './service';

const route = declareRoutes<LeagueDeps>();
const common = { auth: 'bearer', tags: ['league'] } as const;

/** /api/league/current and /api/league/rankings (app.ts puts requireAuth in front; crews: crews/routes.ts). */
export const leagueRoutes = [
  route(
    {
      ...common,
      method: 'get',
      path: '/api/league/current',
      summary:
        "The learner's league this week, their position in their cohort (≤30) by the week's themed score, the theme, the week's end and last week's result (once)",
      responses: { 200: { description: 'League and position', schema: currentLeagueResponseSchema } },
    },
    (_in, { res, deps }) => getCurrentLeague(authOf(res), deps),
  ),
  route(
    {
      ...common,
      method: 'get',
      path: '/api/league/rankings',
      summary:
        "The learner's cohort this week by weekly score (ties: who got there first); names degrade to 'Chef 1a2b' when identity is down",
      query: leagueRankingsQuerySchema,
      responses: { 200: { description: 'Ranking entries', schema: leagueRankingsResponseSchema } },
    },
    ({ query }, { res, deps }) => getLeagueRankings(authOf(res), query.limit, deps),
  ),
];
