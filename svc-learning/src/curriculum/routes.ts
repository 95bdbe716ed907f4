import { Router } from 'express';
import { listLevels } from './service';

/** Public curriculum routes, mounted at /api. */
export function curriculumRoutes(): Router {
  const router = Router();
  router.get('/levels', async (_req, res) => {
    res.json(await listLevels());
  });
  return router;
}
