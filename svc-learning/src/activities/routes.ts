import { recentActivitiesQuerySchema } from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router, type RequestHandler } from 'express';
import { recentActivities } from './service';

/** GET /api/activities/recent?limit= (1–50, default RECENT_ACTIVITY_LIMIT). */
export function activitiesRoutes(auth: RequestHandler): Router {
  const router = Router();
  router.get(
    '/activities/recent',
    auth,
    validate({ query: recentActivitiesQuerySchema }),
    async (_req, res) => {
      const { limit } = parsed(res, 'query', recentActivitiesQuerySchema);
      res.json(await recentActivities(authOf(res).userId, limit));
    },
  );
  return router;
}
