import { giftKeySchema, sendStonesBodySchema } from '@fff/contracts';
import { authOf, badRequest, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import type { SocialDeps } from '../shared/deps';
import { sendStones } from './service';

/** POST /api/flavour-stones/send (mounted behind requireAuth); header Idempotency-Key is optional but what makes a retry safe. */
export function giftRoutes(deps: SocialDeps): Router {
  const router = Router();
  router.post('/flavour-stones/send', validate({ body: sendStonesBodySchema }), async (req, res) => {
    const header = req.get('idempotency-key');
    const key = header === undefined ? undefined : giftKeySchema.safeParse(header);
    if (key && !key.success)
      throw badRequest(key.error.issues[0]?.message ?? 'Bad idempotency key', 'validation');
    const result = await sendStones(authOf(res), parsed(res, 'body', sendStonesBodySchema), key?.data, deps);
    res.status(result.status).json(result.body);
  });
  return router;
}
