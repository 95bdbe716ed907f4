import { progressionBatchRequestSchema, userIdParamsSchema } from '@fff/contracts';
import { parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { getProgression, getProgressions } from './service';

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
  return router;
}
