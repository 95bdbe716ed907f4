import {
  reviewAnswerRequestSchema,
  reviewAnswerResponseSchema,
  reviewCompleteResponseSchema,
  reviewSessionParamsSchema,
  reviewSessionSchema,
  reviewSummarySchema,
} from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import { timeZoneOf } from '../shared/request';
import { answerItem, completeSession, openSession, reviewSummary } from './service';

const route = declareRoutes();
const review = { auth: 'bearer', tags: ['review'] } as const;
const session = { ...review, params: reviewSessionParamsSchema } as const;

/** Review: what is due, a session of due questions, its answers and its reward (bearer guard given by app.ts). */
export const reviewRoutes = [
  route(
    {
      ...review,
      method: 'get',
      path: '/api/review',
      summary:
        'How many questions are due for review now (missed questions and lessons not seen for a while)',
      responses: { 200: { description: 'The due count', schema: reviewSummarySchema } },
    },
    (_in, { res }) => reviewSummary(authOf(res).userId),
  ),
  route(
    {
      ...review,
      method: 'post',
      path: '/api/review/sessions',
      summary: 'The open review session (same order on a reload), else a new one of up to 10 due questions',
      responses: {
        200: { description: 'The session, options shuffled per session', schema: reviewSessionSchema },
      },
      errors: [409],
    },
    (_in, { res }) => openSession(authOf(res).userId),
  ),
  route(
    {
      ...session,
      method: 'post',
      path: '/api/review/sessions/{id}/answer',
      summary:
        'Answer one review question by option id (never by position): right comes back later, wrong sooner; no heart is spent',
      body: reviewAnswerRequestSchema,
      responses: {
        200: { description: 'The verdict and when it comes back', schema: reviewAnswerResponseSchema },
      },
      errors: [404, 409],
    },
    ({ params, body }, { res }) =>
      answerItem(authOf(res).userId, params.id, body.questionIndex, body.optionId),
  ),
  route(
    {
      ...session,
      method: 'post',
      path: '/api/review/sessions/{id}/complete',
      summary: 'Finish a fully answered review: its XP once per session and a streak day',
      responses: {
        200: { description: 'What was credited and what is still due', schema: reviewCompleteResponseSchema },
      },
      errors: [404],
    },
    ({ params }, { req, res }) => completeSession(authOf(res).userId, params.id, timeZoneOf(req)),
  ),
];
