import { type RouteDoc } from '@fff/contracts';
import { z } from 'zod';

/** The avatar route checks its file name by hand; this only describes it. */
const avatarParams = z.object({ file: z.string().regex(/^[a-f0-9]{24}\.webp$/) });

/**
 * svc-identity's /api/avatars route (public through the gateway), still described apart from its Express
 * route; the /api/user routes are declared with their descriptions in users/routes.ts and account-data/routes.ts.
 */
export const identityUserRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/avatars/{file}',
    summary: 'A profile picture (public: img tags send no token; cached for a year, ?v= busts it)',
    auth: 'none',
    tags: ['user'],
    params: avatarParams,
    unvalidated: true,
    responses: { 200: { description: 'The picture', contentType: 'image/webp' } },
    errors: [404],
  },
];
