import { maybeAuthOf } from '@fff/service-kit';
import { Router, type RequestHandler } from 'express';
import { loadLearnerView } from './access';
import { listLevels } from './service';

/**
 * Curriculum routes, mounted at /api. GET /levels is public (the catalogue); with a valid token
 * each level, track and module also carries completedLessons, totalLessons and unlocked.
 */
export function curriculumRoutes(optionalAuth: RequestHandler): Router {
  const router = Router();
  router.get('/levels', optionalAuth, async (_req, res) => {
    const auth = maybeAuthOf(res);
    res.json(auth ? (await loadLearnerView(auth.userId, auth.isDeveloper)).levels : await listLevels());
  });
  return router;
}
