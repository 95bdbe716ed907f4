import { completeLessonRequestSchema, slugParamsSchema } from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router, type RequestHandler } from 'express';
import { timeZoneOf } from '../shared/request';
import { completeLesson, userProgress } from './service';

/** Lesson completion and the learner's progress list, mounted at /api behind auth. */
export function completionRoutes(auth: RequestHandler): Router {
  const router = Router();
  router.post(
    '/lessons/:id/complete',
    auth,
    validate({ params: slugParamsSchema, body: completeLessonRequestSchema }),
    async (req, res) => {
      const { userId, isDeveloper } = authOf(res);
      const { id } = parsed(res, 'params', slugParamsSchema);
      res.json(await completeLesson({ userId, isDeveloper }, id, timeZoneOf(req)));
    },
  );
  router.get('/user/progress', auth, async (_req, res) => {
    res.json(await userProgress(authOf(res).userId));
  });
  return router;
}
