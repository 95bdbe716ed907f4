import { recentActivitiesQuerySchema, recentActivitiesResponseSchema } from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import { recentActivities } from './service';

const route = declareRoutes();

/** GET /api/activities/recent?limit= (1–50, default RECENT_ACTIVITY_LIMIT; bearer guard given by app.ts). */
export const activitiesRoutes = [
  route(
    {
      method: 'get',
      path: '/api/activities/recent',
      summary: "The learner's recent activities, newest first",
      auth: 'bearer',
      tags: ['activities'],
      query: recentActivitiesQuerySchema,
      responses: { 200: { description: 'Activities', schema: recentActivitiesResponseSchema } },
    },
    ({ query }, { res }) => recentActivities(authOf(res).userId, query.limit),
  ),
];
