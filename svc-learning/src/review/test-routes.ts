import { reviewAdvanceRequestSchema, reviewAdvanceResponseSchema } from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import { allowed, type TestEndpointsMode } from '../test-pages/routes';
import { shiftCards } from './repository';

const route = declareRoutes<TestEndpointsMode>();
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Review's test clock for end-to-end tests (a running platform's clock cannot be moved): the
 * learner's review schedule moves `days` into the past, as if that many days had passed. Mounted
 * with the other test pages (never in production).
 */
export const reviewTestRoutes = [
  route(
    {
      auth: 'bearer',
      tags: ['test-pages'],
      errors: [403],
      method: 'post',
      path: '/api/test/review/advance',
      summary:
        "Developer test page: move the learner's review schedule N days earlier, as if N days had passed",
      body: reviewAdvanceRequestSchema,
      responses: { 200: { description: 'How many review cards moved', schema: reviewAdvanceResponseSchema } },
    },
    async ({ body }, { res }) => ({ moved: await shiftCards(authOf(res).userId, body.days * DAY_MS) }),
    { before: allowed },
  ),
];
