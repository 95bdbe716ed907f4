import {
  roadmapItemParamsSchema,
  roadmapListResponseSchema,
  roadmapVoteResponseSchema,
} from '@fff/contracts';
import { ACCOUNT_MESSAGES } from '@fff/domain';
import {
  authOf,
  declareRoutes,
  maybeAuthOf,
  optionalAuth,
  unauthorized,
  type RouteGuards,
} from '@fff/service-kit';
import type { RequestHandler } from 'express';
import { requireSession } from '../sessions/require-session';
import type { RoadmapService } from './service';

const route = declareRoutes<RoadmapService>();

// Anonymous callers get the spec's login-required text; a stale token still gets "sign in again".
const loginToVote: RequestHandler = (req, _res, next) => {
  if (!req.headers.authorization) throw unauthorized(ACCOUNT_MESSAGES.voteLoginRequired);
  next();
};

/** The roadmap's guards: an optional token to read, a live session to vote (after the login-required check). */
export const roadmapGuards = (publicKey: string): RouteGuards => ({
  'optional-bearer': optionalAuth(publicKey),
  bearer: [loginToVote, ...requireSession(publicKey)],
});

/** /api/roadmap: anyone may read it, voting needs a signed-in learner (the mount's guards). */
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
