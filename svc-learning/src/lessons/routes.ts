import { answerRequestSchema, slugParamsSchema } from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router, type RequestHandler, type Response } from 'express';
import { answerQuestion, getLesson, moduleLessons, restartLesson } from './service';

const learnerOf = (res: Response) => {
  const { userId, isDeveloper } = authOf(res);
  return { userId, isDeveloper };
};
const idOf = (res: Response) => parsed(res, 'params', slugParamsSchema).id;

/** Lesson path, lesson player and quiz answers, mounted at /api behind auth. */
export function lessonsRoutes(auth: RequestHandler): Router {
  const router = Router();
  const params = validate({ params: slugParamsSchema });
  router.get('/modules/:id/lessons', auth, params, async (_req, res) => {
    res.json(await moduleLessons(learnerOf(res), idOf(res)));
  });
  router.get('/lessons/:id', auth, params, async (_req, res) => {
    res.json(await getLesson(learnerOf(res), idOf(res)));
  });
  router.post(
    '/lessons/:id/answer',
    auth,
    validate({ params: slugParamsSchema, body: answerRequestSchema }),
    async (_req, res) => {
      const { questionIndex, answerIndex } = parsed(res, 'body', answerRequestSchema);
      res.json(await answerQuestion(learnerOf(res), idOf(res), questionIndex, answerIndex));
    },
  );
  router.post('/lessons/:id/restart', auth, params, async (_req, res) => {
    res.json(await restartLesson(learnerOf(res), idOf(res)));
  });
  return router;
}
