import { progressionBatchRequestSchema, userIdParamsSchema, weeklyXpRequestSchema } from '@fff/contracts';
import { parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { getProgression, getProgressions, getWeeklyXp } from './service';

/** Service-to-service progression reads, mounted at /internal (behind requireInternal). */
export function progressionInternalRoutes(): Router {
  const router = Router();
  router.get('/progression/:userId', validate({ params: userIdParamsSchema }), async (_req, res) => {
    const { userId } = parsed(res, 'params', userIdParamsSchema);
    res.json(await getProgression(userId));
  });
  router.post('/progression/batch', validate({ body: progressionBatchRequestSchema }), async (_req, res) => {
    const { userIds } = parsed(res, 'body', progressionBatchRequestSchema);
    res.json({ items: await getProgressions(userIds) });
  });
  // svc-social's weekly league: XP earned in one week by kind, for a cohort at a time.
  router.post('/progression/weekly', validate({ body: weeklyXpRequestSchema }), async (_req, res) => {
    const { userIds, week } = parsed(res, 'body', weeklyXpRequestSchema);
    res.json({ items: await getWeeklyXp(userIds, week) });
  });
  return router;
}
