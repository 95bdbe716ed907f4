import { userIdParamsSchema } from '@fff/contracts';
import { declareRoutes } from '@fff/service-kit';
import { deleteLearner } from './service';

const route = declareRoutes();

/** DELETE /internal/users/{userId} → 204 (account deletion in svc-identity calls it). */
export const usersInternalRoutes = [
  route(
    {
      method: 'delete',
      path: '/internal/users/{userId}',
      summary: 'Delete everything svc-learning holds about a user (account deletion)',
      auth: 'internal',
      callers: ['identity'],
      tags: ['internal'],
      params: userIdParamsSchema,
      responses: { 204: { description: 'Deleted (also when there was nothing)' } },
    },
    async ({ params }, { res }) => {
      await deleteLearner(params.userId);
      res.status(204).end();
    },
  ),
];
