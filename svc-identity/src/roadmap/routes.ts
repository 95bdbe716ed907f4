import {
  roadmapItemParamsSchema,
  roadmapListResponseSchema,
  roadmapVoteResponseSchema,
} from '@fff/contracts';
import { ACCOUNT_MESSAGES } from '@fff/domain';
import { authOf, declareRoutes, maybeAuthOf, unauthorized, type RouteGuards } from '@fff/service-kit';
import type { RequestHandler } from 'express';
import type { RoadmapService } from './service';

const route = declareRoutes<RoadmapService>();

// Anonymous callers get the spec's login-required text; a stale token still gets "sign in again".
const loginToVote: RequestHandler = (req, _res, next) => {
  if (!req.headers.authorization) throw unauthorized(ACCOUNT_MESSAGES.voteLoginRequired);
  next();
};

/** The roadmap's guards: the service's, with the login-required text before the session check of a vote. */
export const roadmapGuards = (guards: RouteGuards): RouteGuards => ({
  ...guards,
  // Without the service's bearer guard there is none here either, so the mount refuses the route.
  bearer: guards.bearer && [loginToVote, ...[guards.bearer].flat()],
});

/** /api/roadmap: anyone may read it, voting needs a signed-in learner (the service's guards). */
export const roadmapRoutes = [
  route(
    {
      method: 'get',
      path: '/api/roadmap',
      summary:
        'The public roadmap: every item with its votes, most voted first (userVoted for a signed-in caller)',
      auth: 'optional-bearer',
      tags: ['roadmap'],
      responses: { 200: { description: 'The items', schema: roadmapListResponseSchema } },
    },
    (_in, { res, deps }) => deps.list(maybeAuthOf(res)?.userId),
  ),
  route(
    {
      method: 'post',
      path: '/api/roadmap/{id}/vote',
      summary: "Toggle the caller's vote on an item open for voting (one vote per learner per item)",
      auth: 'bearer',
      tags: ['roadmap'],
      params: roadmapItemParamsSchema,
      responses: {
        200: { description: 'The vote state and the new count', schema: roadmapVoteResponseSchema },
      },
      errors: [404, 409],
    },
    ({ params }, { res, deps }) => deps.toggleVote(params.id, authOf(res).userId),
  ),
];
