import { sessionIdParamsSchema, sessionStatusResponseSchema, type RouteDoc } from '@fff/contracts';

/** svc-identity's session liveness route for the other services. */
export const identitySessionRoutes: RouteDoc[] = [
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
];
