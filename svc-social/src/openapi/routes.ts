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
    summary:
      "The learner's league this week, their position in their cohort (≤30) by the week's themed score, the theme, the week's end and last week's result (once)",
    auth: 'bearer',
    tags: ['league'],
    responses: { 200: { description: 'League and position', schema: currentLeagueResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/league/rankings',
    summary:
      "The learner's cohort this week by weekly score (ties: who got there first); names degrade to 'Chef 1a2b' when identity is down",
    auth: 'bearer',
    tags: ['league'],
    query: leagueRankingsQuerySchema,
    responses: { 200: { description: 'Ranking entries', schema: leagueRankingsResponseSchema } },
  },
  ...socialGraphRoutes,
];
