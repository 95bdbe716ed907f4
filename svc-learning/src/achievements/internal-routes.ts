import { socialFactRequestSchema, socialFactResponseSchema } from '@fff/contracts';
import { declareRoutes } from '@fff/service-kit';
import { recordSocialFact } from './social-facts';

const route = declareRoutes();

/** svc-social's social facts, which friend, crew and podium achievements count. */
export const achievementsInternalRoutes = [
  route(
    {
      method: 'post',
      path: '/internal/achievements/social',
      auth: 'internal',
      callers: ['social'],
      tags: ['internal'],
      summary:
        'Record a social fact of a learner (friendship, crew, league podium) once per operationId and unlock what it reaches',
      body: socialFactRequestSchema,
      responses: {
        200: { description: 'Whether it was new, and what it unlocked', schema: socialFactResponseSchema },
      },
      errors: [409],
    },
    ({ body }) => recordSocialFact(body),
  ),
];
