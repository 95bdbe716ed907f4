import { createCrewBodySchema, joinCrewBodySchema } from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import type { LeagueDeps } from '../league/cohort';
import { createCrew, joinCrew, listCrews } from './service';

/** Kitchen Crews, mounted at /api/league behind requireAuth. */
export function crewRoutes(deps: LeagueDeps): Router {
  const router = Router();
  router.get('/crews', async (_req, res) => {
    res.json(await listCrews(authOf(res), deps));
  });
  router.post('/create-crew', validate({ body: createCrewBodySchema }), async (_req, res) => {
    res.status(201).json(await createCrew(authOf(res), parsed(res, 'body', createCrewBodySchema), deps));
  });
  router.post('/join-crew', validate({ body: joinCrewBodySchema }), async (_req, res) => {
    const { crewId } = parsed(res, 'body', joinCrewBodySchema);
    res.json(await joinCrew(authOf(res), crewId, deps));
  });
  return router;
}
