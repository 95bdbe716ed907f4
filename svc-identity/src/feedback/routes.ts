import {
  feedbackBodySchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackResponseSchema,
} from '@fff/contracts';
import { FEEDBACK_PER_HOUR, FEEDBACK_TEXT } from '@fff/domain';
import { authOf, declareRoutes, mongoLimiter } from '@fff/service-kit';
import type { IdentityContext } from '../deps';
import { listFeedback } from './repository';
import { submitFeedback } from './service';

const route = declareRoutes<IdentityContext>();
const HOUR = 60 * 60 * 1000;

/** POST /api/feedback for signed-in learners, FEEDBACK_PER_HOUR messages each per hour. */
export const feedbackRoutes = [
  route(
    {
      method: 'post',
      path: '/api/feedback',
      summary:
        'Send feedback (one of six types; stored with sender, time and app version; rate-limited per learner)',
      auth: 'bearer',
      tags: ['feedback'],
      body: feedbackBodySchema,
      responses: { 201: { description: 'Stored', schema: feedbackResponseSchema } },
      errors: [429],
    },
    ({ body }, { res, deps }) => submitFeedback(authOf(res), body, deps.now()),
    {
      after: (ctx) => [
        mongoLimiter({
          prefix: 'feedback-user',
          limit: FEEDBACK_PER_HOUR,
          windowMs: HOUR,
          key: (_req, res) => authOf(res).userId,
          message: FEEDBACK_TEXT.rateLimited,
          now: ctx.now,
        }),
      ],
    },
  ),
];

/** GET /internal/feedback for operators, who call it on identity's internal port with identity's own credential. */
export const feedbackInternalRoutes = [
  route(
    {
      method: 'get',
      path: '/internal/feedback',
      summary: 'Feedback for operators, newest first (before= pages back, type= filters)',
      auth: 'internal',
      callers: ['identity'],
      tags: ['internal'],
      query: feedbackListQuerySchema,
      responses: { 200: { description: 'Messages', schema: feedbackListResponseSchema } },
    },
    async ({ query }) => ({ items: await listFeedback(query) }),
  ),
];
