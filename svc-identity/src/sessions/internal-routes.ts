import { sessionIdParamsSchema, sessionStatusResponseSchema } from '@fff/contracts';
import { declareRoutes } from '@fff/service-kit';
import { isSessionActive } from './repository';

const route = declareRoutes();

/** Session liveness for the other services (app.ts puts requireInternal in front of /internal). */
export const internalSessionRoutes = [
  route(
    {
      method: 'get',
      path: '/internal/sessions/{sessionId}',
      summary:
        'Whether a session (an access token sid) is still live; other services cache the answer a few seconds',
      auth: 'internal',
      tags: ['internal'],
      params: sessionIdParamsSchema,
      responses: { 200: { description: 'Liveness', schema: sessionStatusResponseSchema } },
    },
    async ({ params }, { res }) => {
      res.set('cache-control', 'no-store');
      return { active: await isSessionActive(params.sessionId) };
    },
  ),
];
