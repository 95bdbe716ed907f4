import { createCrewBodySchema, crewListSchema, crewSchema, joinCrewBodySchema } from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import type { LeagueDeps } from '../league/cohort';
import { createCrew, joinCrew, listCrews, stepOutOfCrew } from './service';

const route = declareRoutes<LeagueDeps>();
const common = { auth: 'bearer', tags: ['crews'] } as const;

/** Kitchen Crews under /api/league (app.ts puts requireAuth in front). */
export const crewRoutes = [
  route(
    {
      ...common,
      method: 'get',
      path: '/api/league/crews',
      summary: "The learner's Kitchen Crews and invitations, with members' weekly scores and their sum",
      responses: { 200: { description: 'Crews', schema: crewListSchema } },
    },
    (_in, { res, deps }) => listCrews(authOf(res), deps),
  ),
  route(
    {
      ...common,
      method: 'post',
      path: '/api/league/create-crew',
      summary: 'Create a Kitchen Crew of 2–4 with friends (they are invited and join by accepting)',
      body: createCrewBodySchema,
      responses: { 201: { description: 'The new crew', schema: crewSchema } },
      errors: [403, 409],
    },
    ({ body }, { res, deps }) => createCrew(authOf(res), body, deps),
  ),
  route(
    {
      ...common,
      method: 'post',
      path: '/api/league/join-crew',
      summary: 'Accept an invitation to a Kitchen Crew (joining again changes nothing)',
      body: joinCrewBodySchema,
      responses: { 200: { description: 'The crew', schema: crewSchema } },
      errors: [403, 404],
    },
    ({ body }, { res, deps }) => joinCrew(authOf(res), body.crewId, deps),
  ),
  route(
    {
      ...common,
      method: 'post',
      path: '/api/league/decline-crew',
      summary: "Decline an invitation to a Kitchen Crew (harmless when not invited); the learner's crews now",
      body: joinCrewBodySchema,
      responses: { 200: { description: 'Crews', schema: crewListSchema } },
      errors: [404],
    },
    ({ body }, { res, deps }) => stepOutOfCrew(authOf(res), body.crewId, 'invited', deps),
  ),
  route(
    {
      ...common,
      method: 'post',
      path: '/api/league/leave-crew',
      summary: "Leave a Kitchen Crew (the last member's leaving removes it); the learner's crews now",
      body: joinCrewBodySchema,
      responses: { 200: { description: 'Crews', schema: crewListSchema } },
      errors: [404],
    },
    ({ body }, { res, deps }) => stepOutOfCrew(authOf(res), body.crewId, 'member', deps),
  ),
];
