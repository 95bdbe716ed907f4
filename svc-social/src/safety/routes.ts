import { reportBodySchema, socialSuccessSchema, targetUserParamsSchema } from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import type { SocialDeps } from '../shared/deps';
import { blockUser, reportUser } from './service';

const route = declareRoutes<SocialDeps>();
const common = { auth: 'bearer', tags: ['safety'] } as const;

/** POST /api/users/{id}/block and POST /api/report-content (app.ts puts requireAuth in front). */
export const safetyRoutes = [
  route(
    {
      ...common,
      method: 'post',
      path: '/api/users/{id}/block',
      summary:
        'Block a learner: ends the friendship and pending requests, stops messages and requests both ways',
      params: targetUserParamsSchema,
      responses: { 200: { description: 'Blocked', schema: socialSuccessSchema } },
      errors: [404],
    },
    async ({ params }, { res, deps }) => {
      await blockUser(authOf(res), params.id, deps);
      return { success: true as const };
    },
  ),
  route(
    {
      ...common,
      method: 'post',
      path: '/api/report-content',
      summary: 'Report a learner for moderation (rate-limited)',
      body: reportBodySchema,
      responses: { 201: { description: 'Kept for moderation', schema: socialSuccessSchema } },
      errors: [404, 429],
    },
    async ({ body }, { res, deps }) => {
      await reportUser(authOf(res), body, deps);
      return { success: true as const };
    },
  ),
];
