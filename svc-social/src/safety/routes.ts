import { reportBodySchema, targetUserParamsSchema } from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import type { SocialDeps } from '../shared/deps';
import { blockUser, reportUser } from './service';

/** POST /api/users/:id/block and POST /api/report-content (mounted behind requireAuth). */
export function safetyRoutes(deps: SocialDeps): Router {
  const router = Router();
  router.post('/users/:id/block', validate({ params: targetUserParamsSchema }), async (_req, res) => {
    await blockUser(authOf(res), parsed(res, 'params', targetUserParamsSchema).id, deps);
    res.json({ success: true });
  });
  router.post('/report-content', validate({ body: reportBodySchema }), async (_req, res) => {
    await reportUser(authOf(res), parsed(res, 'body', reportBodySchema), deps);
    res.status(201).json({ success: true });
  });
  return router;
}
