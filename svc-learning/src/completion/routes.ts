import {
  completeLessonRequestSchema,
  completeLessonResponseSchema,
  progressResponseSchema,
  slugParamsSchema,
} from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import { timeZoneOf } from '../shared/request';
import { completeLesson, userProgress } from './service';

const route = declareRoutes();

/** Lesson completion and the learner's progress list (bearer guard given by app.ts). */
export const completionRoutes = [
  route(
    {
      method: 'post',
      path: '/api/lessons/{id}/complete',
      summary:
        'Complete a lesson once every question is answered: XP, level, Spice Stones and streak (the body is ignored)',
      auth: 'bearer',
      params: slugParamsSchema,
      tags: ['lessons'],
      body: completeLessonRequestSchema,
      responses: { 200: { description: 'The rewards', schema: completeLessonResponseSchema } },
      errors: [403, 404, 409],
    },
    ({ params }, { req, res }) => {
      const { userId, isDeveloper } = authOf(res);
      return completeLesson({ userId, isDeveloper }, params.id, timeZoneOf(req));
    },
  ),
  route(
    {
      method: 'get',
      path: '/api/user/progress',
      summary: 'Completed lessons of the learner',
      auth: 'bearer',
      tags: ['progress'],
      responses: { 200: { description: 'One entry per completed lesson', schema: progressResponseSchema } },
    },
    (_in, { res }) => userProgress(authOf(res).userId),
  ),
];
