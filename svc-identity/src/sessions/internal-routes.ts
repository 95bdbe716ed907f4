import { sessionIdParamsSchema, type SessionStatusResponse } from '@fff/contracts';
import { parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import { isSessionActive } from './repository';

/** Session liveness for the other services, mounted at /internal/sessions (behind requireInternal). */
export function internalSessionRoutes(): Router {
  const router = Router();
  router.get('/:sessionId', validate({ params: sessionIdParamsSchema }), async (_req, res) => {
    const { sessionId } = parsed(res, 'params', sessionIdParamsSchema);
    const answer: SessionStatusResponse = { active: await isSessionActive(sessionId) };
    res.set('cache-control', 'no-store').json(answer);
  });
  return router;
}
