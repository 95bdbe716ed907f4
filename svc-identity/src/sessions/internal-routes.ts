import {
  pageSessionBodySchema,
  pageSessionResponseSchema,
  sessionIdParamsSchema,
  sessionStatusResponseSchema,
} from '@fff/contracts';
import { declareRoutes } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { openPageSession } from './page-session';
import { isSessionActive } from './repository';

const route = declareRoutes<IdentityContext>();

/** Session liveness for the other services, and the renderer's page sessions (each route names its callers). */
export const internalSessionRoutes = [
  route(
    {
      method: 'get',
      path: '/internal/sessions/{sessionId}',
      summary:
        'Whether a session (an access token sid) is still live; other services ask before each write and cache it a few seconds for reads',
      auth: 'internal',
      // Learning's and social's session checks (createServiceApp) ask this.
      callers: ['learning', 'social'],
      tags: ['internal'],
      params: sessionIdParamsSchema,
      responses: { 200: { description: 'Liveness', schema: sessionStatusResponseSchema } },
    },
    async ({ params }, { res }) => {
      res.set('cache-control', 'no-store');
      return { active: await isSessionActive(params.sessionId) };
    },
  ),
  route(
    {
      method: 'post',
      path: '/internal/page-sessions',
      summary:
        "The shell's renderer trades a page cookie for an access token and the learner (401 when the session ended)",
      auth: 'internal',
      // Only the page renderer trades page cookies: no service may turn one into an access token.
      callers: ['renderer'],
      tags: ['internal'],
      body: pageSessionBodySchema,
      responses: {
        200: { description: 'The learner and a token for their session', schema: pageSessionResponseSchema },
      },
      errors: [401],
    },
    async ({ body }, { res, deps }) => {
      res.set('cache-control', 'no-store');
      return openPageSession(deps, body.pageToken);
    },
  ),
];
