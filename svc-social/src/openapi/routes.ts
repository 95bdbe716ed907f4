import {
  currentLeagueResponseSchema,
  leagueRankingsQuerySchema,
  leagueRankingsResponseSchema,
  type RouteDoc,
} from '@fff/contracts';
import { socialGraphRoutes } from './social-routes';

/** Every route svc-social serves besides the operational ones; a test keeps this equal to the app. */
export const socialRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/league/current',
    summary: "The learner's league this week and their 1-based position in it",
    auth: 'bearer',
    tags: ['league'],
    responses: { 200: { description: 'League and position', schema: currentLeagueResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/league/rankings',
    summary:
      "Top members of the learner's league this week, by xp (names degrade to 'Chef 1a2b' when identity is down)",
    auth: 'bearer',
    tags: ['league'],
    query: leagueRankingsQuerySchema,
    responses: { 200: { description: 'Ranking entries', schema: leagueRankingsResponseSchema } },
  },
  ...socialGraphRoutes,
];
