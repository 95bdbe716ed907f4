import { userIdParamsSchema } from '@fff/contracts';
import { parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { deleteLearner } from './service';

/** DELETE /internal/users/:userId → 204 (account deletion in svc-identity calls it). */
export function usersInternalRoutes(): Router {
  const router = Router();
  router.delete('/users/:userId', validate({ params: userIdParamsSchema }), async (_req, res) => {
    await deleteLearner(parsed(res, 'params', userIdParamsSchema).userId);
    res.status(204).end();
  });
  return router;
}
