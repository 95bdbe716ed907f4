import {
  awardXpRequestSchema,
  awardXpResponseSchema,
  learnerLevelsResponseSchema,
  levelDebugResponseSchema,
  levelsResponseSchema,
  type RouteDoc,
} from '@fff/contracts';
import { z } from 'zod';

const ok = (description: string, schema: z.ZodType) => ({ 200: { description, schema } });

/**
 * The /api routes still described apart from their Express routes (curriculum and test pages; see
 * service-kit's README to declare them with `declareRoutes` instead). Every other route is declared
 * once, with its description, in its feature's routes.ts (listed in declared-routes.ts).
 */
export const learningPublicRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/levels',
    summary:
      'The curriculum tree; with a valid token each level, track and module also carries completion and unlocking',
    auth: 'optional-bearer',
    tags: ['curriculum'],
    responses: ok(
      'Catalogue, or the learner view when signed in',
      z.union([learnerLevelsResponseSchema, levelsResponseSchema]),
    ),
  },
  {
    method: 'post',
    path: '/api/test/award-xp',
    summary: 'Developer test page: award 15 XP of one type (TEST_ENDPOINTS decides who may)',
    auth: 'bearer',
    tags: ['test-pages'],
    body: awardXpRequestSchema,
    responses: ok('What was awarded', awardXpResponseSchema),
    errors: [403],
  },
  {
    method: 'get',
    path: '/api/test/level-debug',
    summary: 'Developer test page: level and XP arithmetic of the learner',
    auth: 'bearer',
    tags: ['test-pages'],
    responses: ok('Level debug', levelDebugResponseSchema),
    errors: [403],
  },
];
