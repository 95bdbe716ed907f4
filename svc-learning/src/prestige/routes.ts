import { authOf } from '@fff/service-kit';
import { Router, type RequestHandler } from 'express';
import { timeZoneOf } from '../shared/request';
import { prestige } from './service';

/** POST /api/user/prestige → the learner's progression after the prestige. */
export function prestigeRoutes(auth: RequestHandler): Router {
  const router = Router();
  router.post('/user/prestige', auth, async (req, res) => {
    res.json(await prestige(authOf(res).userId, timeZoneOf(req)));
  });
  return router;
}
