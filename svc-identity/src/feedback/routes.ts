import { feedbackBodySchema, feedbackListQuerySchema } from '@fff/contracts';
import { FEEDBACK_PER_HOUR, FEEDBACK_TEXT } from '@fff/domain';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import type { IdentityContext } from '../context';
import { mongoLimiter } from '../rate-limit/mongo-store';
import { requireSession } from '../sessions/require-session';
import { listFeedback } from './repository';
import { submitFeedback } from './service';

const HOUR = 60 * 60 * 1000;

/** POST /api/feedback for signed-in learners, FEEDBACK_PER_HOUR messages each per hour. */
export function feedbackRoutes(ctx: IdentityContext): Router {
  const router = Router();
  const perUser = mongoLimiter({
    prefix: 'feedback-user',
    limit: FEEDBACK_PER_HOUR,
    windowMs: HOUR,
    key: (_req, res) => authOf(res).userId,
    message: FEEDBACK_TEXT.rateLimited,
    now: ctx.now,
  });
  router.post(
    '/',
    ...requireSession(ctx.keys.publicKey),
    validate({ body: feedbackBodySchema }),
    perUser,
    async (_req, res) => {
      res
        .status(201)
        .json(await submitFeedback(authOf(res), parsed(res, 'body', feedbackBodySchema), ctx.now()));
    },
  );
  return router;
}

/** GET /internal/feedback for operators (x-internal-token; the gateway never routes /internal). */
export function feedbackInternalRoutes(): Router {
  const router = Router();
  router.get('/', validate({ query: feedbackListQuerySchema }), async (_req, res) => {
    res.json({ items: await listFeedback(parsed(res, 'query', feedbackListQuerySchema)) });
  });
  return router;
}
