import {
  createCrewBodySchema,
  crewListSchema,
  crewSchema,
  currentLeagueResponseSchema,
  joinCrewBodySchema,
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
  {
    method: 'get',
    path: '/api/league/crews',
    summary: "The learner's Kitchen Crews and invitations, with members' weekly scores and their sum",
    auth: 'bearer',
    tags: ['crews'],
    responses: { 200: { description: 'Crews', schema: crewListSchema } },
  },
  {
    method: 'post',
    path: '/api/league/create-crew',
    summary: 'Create a Kitchen Crew of 2–4 with friends (they are invited and join by accepting)',
    auth: 'bearer',
    tags: ['crews'],
    body: createCrewBodySchema,
    responses: { 201: { description: 'The new crew', schema: crewSchema } },
    errors: [403, 409],
  },
  {
    method: 'post',
    path: '/api/league/join-crew',
    summary: 'Accept an invitation to a Kitchen Crew (joining again changes nothing)',
    auth: 'bearer',
    tags: ['crews'],
    body: joinCrewBodySchema,
    responses: { 200: { description: 'The crew', schema: crewSchema } },
    errors: [403, 404],
  },
  ...socialGraphRoutes,
];
