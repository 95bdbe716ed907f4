import { roadmapItemParamsSchema } from '@fff/contracts';
import { ACCOUNT_MESSAGES } from '@fff/domain';
import { authOf, maybeAuthOf, optionalAuth, parsed, unauthorized, validate } from '@fff/service-kit';
import { Router, type RequestHandler } from 'express';
import type { IdentityContext } from '../context';
import { requireSession } from '../sessions/require-session';
import { loadRoadmapContent } from './content';
import { roadmapService } from './service';

// Anonymous callers get the spec's login-required text; a stale token still gets "sign in again".
const loginToVote: RequestHandler = (req, _res, next) => {
  if (!req.headers.authorization) throw unauthorized(ACCOUNT_MESSAGES.voteLoginRequired);
  next();
};

/** Roadmap routes, mounted at /api/roadmap: anyone may read it, voting needs a signed-in learner. */
export function roadmapRoutes(ctx: IdentityContext): Router {
  const service = roadmapService(loadRoadmapContent(), ctx.now);
  const router = Router();
  router.get('/', optionalAuth(ctx.keys.publicKey), async (_req, res) => {
    res.json(await service.list(maybeAuthOf(res)?.userId));
  });
  router.post(
    '/:id/vote',
    loginToVote,
    ...requireSession(ctx.keys.publicKey),
    validate({ params: roadmapItemParamsSchema }),
    async (_req, res) => {
      const { id } = parsed(res, 'params', roadmapItemParamsSchema);
      res.json(await service.toggleVote(id, authOf(res).userId));
    },
  );
  return router;
}
