import { awardXpRequestSchema, awardXpResponseSchema, levelDebugResponseSchema } from '@fff/contracts';
import { authOf, declareRoutes, forbidden } from '@fff/service-kit';
import type { RequestHandler } from 'express';
import { awardTestXp, levelDebug } from './service';

/** Who may use the developer test pages. */
export type TestEndpointsMode = 'all' | 'developers' | 'off';

const route = declareRoutes<TestEndpointsMode>();
const testPage = { auth: 'bearer', tags: ['test-pages'], errors: [403] } as const;

/** After the bearer guard: the learner may use the pages in this mode (403 otherwise; the Review test clock too). */
export const allowed = (mode: TestEndpointsMode): RequestHandler[] => [
  (_req, res, next) => {
    if (mode === 'all' || (mode === 'developers' && authOf(res).isDeveloper)) return next();
    throw forbidden('The test pages are for developers only.');
  },
];

/** /api/test/* (developer test pages; bearer guard given by app.ts, which mounts them only when not off). */
export const testPagesRoutes = [
  route(
    {
      ...testPage,
      method: 'post',
      path: '/api/test/award-xp',
      summary: 'Developer test page: award 15 XP of one type (TEST_ENDPOINTS decides who may)',
      body: awardXpRequestSchema,
      responses: { 200: { description: 'What was awarded', schema: awardXpResponseSchema } },
    },
    ({ body }, { res }) => awardTestXp(authOf(res).userId, body.type),
    { before: allowed },
  ),
  route(
    {
      ...testPage,
      method: 'get',
      path: '/api/test/level-debug',
      summary: 'Developer test page: level and XP arithmetic of the learner',
      responses: { 200: { description: 'Level debug', schema: levelDebugResponseSchema } },
    },
    (_in, { res }) => levelDebug(authOf(res).userId),
    { before: allowed },
  ),
];
