import { giftKeySchema, sendStonesBodySchema, sendStonesResponseSchema } from '@fff/contracts';
import { authOf, badRequest, declareRoutes } from '@fff/service-kit';
import type { SocialDeps } from '../shared/deps';
import { sendStones } from './service';

const route = declareRoutes<SocialDeps>();

/** POST /api/flavour-stones/send (app.ts puts requireAuth in front); header Idempotency-Key is optional but what makes a retry safe. */
export const giftRoutes = [
  route(
    {
      method: 'post',
      path: '/api/flavour-stones/send',
      summary:
        'Gift Spice Stones to a friend, once per Idempotency-Key header (202 while the wallet is unreachable)',
      auth: 'bearer',
      tags: ['gifts'],
      body: sendStonesBodySchema,
      responses: {
        200: { description: 'Sent', schema: sendStonesResponseSchema },
        202: { description: 'Pending: retried until the wallet answers', schema: sendStonesResponseSchema },
      },
      errors: [403, 404, 409],
    },
    async ({ body }, { req, res, deps }) => {
      const header = req.get('idempotency-key');
      const key = header === undefined ? undefined : giftKeySchema.safeParse(header);
      if (key && !key.success)
        throw badRequest(key.error.issues[0]?.message ?? 'Bad idempotency key', 'validation');
      const result = await sendStones(authOf(res), body, key?.data, deps);
      res.status(result.status);
      return result.body;
    },
  ),
];
