import { authOf } from '@fff/service-kit';
import { Router, type RequestHandler } from 'express';
import { currentHearts } from './service';

/**
 * Hearts routes, mounted at /api behind auth. POST /hearts/lose is the spec's call after a wrong
 * answer; the heart was already taken by POST /lessons/:id/answer, so it only reports the hearts:
 * a client can neither skip nor double a heart loss.
 */
export function heartsRoutes(auth: RequestHandler): Router {
  const router = Router();
  router.get('/hearts', auth, async (_req, res) => {
    res.json(await currentHearts(authOf(res).userId));
  });
  router.post('/hearts/lose', auth, async (_req, res) => {
    res.json(await currentHearts(authOf(res).userId));
  });
  return router;
}
