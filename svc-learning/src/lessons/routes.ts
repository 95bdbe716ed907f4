import {
  answerRequestSchema,
  answerResponseSchema,
  errorBodySchema,
  lessonResponseSchema,
  moduleLessonsResponseSchema,
  noHeartsErrorSchema,
  restartLessonResponseSchema,
  slugParamsSchema,
} from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import type { Response } from 'express';
import { z } from 'zod';
import { answerQuestion, getLesson, moduleLessons, restartLesson } from './service';

const learnerOf = (res: Response) => {
  const { userId, isDeveloper } = authOf(res);
  return { userId, isDeveloper };
};

const route = declareRoutes();
const lesson = { auth: 'bearer', params: slugParamsSchema, tags: ['lessons'] } as const;

/** Lesson path, lesson player and quiz answers (bearer guard given by app.ts). */
export const lessonsRoutes = [
  route(
    {
      ...lesson,
      method: 'get',
      path: '/api/modules/{id}/lessons',
      summary: "A module's lesson path with a status per lesson",
      responses: { 200: { description: 'Module and lesson cards', schema: moduleLessonsResponseSchema } },
      errors: [404],
    },
    ({ params }, { res }) => moduleLessons(learnerOf(res), params.id),
  ),
  route(
    {
      ...lesson,
      method: 'get',
      path: '/api/lessons/{id}',
      summary: 'One lesson for the player (quiz without answers) and the attempt so far',
      responses: { 200: { description: 'Lesson', schema: lessonResponseSchema } },
      errors: [403, 404],
    },
    ({ params }, { res }) => getLesson(learnerOf(res), params.id),
  ),
  route(
    {
      ...lesson,
      method: 'post',
      path: '/api/lessons/{id}/answer',
      summary: 'Answer one quiz question by option id (never by position); a wrong answer costs a heart',
      body: answerRequestSchema,
      responses: {
        200: {
          description: 'Whether it was right, the feedback and the hearts left',
          schema: answerResponseSchema,
        },
        403: {
          description: 'No hearts left (`no_hearts`, with nextHeartAt) or the lesson is locked (`locked`)',
          schema: z.union([noHeartsErrorSchema, errorBodySchema]),
        },
      },
      errors: [404, 409],
    },
    ({ params, body }, { res }) =>
      answerQuestion(learnerOf(res), params.id, body.questionIndex, body.optionId),
  ),
  route(
    {
      ...lesson,
      method: 'post',
      path: '/api/lessons/{id}/restart',
      summary: 'Start the lesson again with a fresh attempt',
      responses: { 200: { description: 'The fresh attempt', schema: restartLessonResponseSchema } },
      errors: [403, 404],
    },
    ({ params }, { res }) => restartLesson(learnerOf(res), params.id),
  ),
];
