import { userBatchRequestSchema, userIdParamsSchema, userSearchQuerySchema, type UserSummary } from '@fff/contracts';
import { notFound, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import type { Account } from '../users/account';
import { findAccountById, findAccountsByIds, searchAccountsByUsername } from '../users/repository';

const summary = (a: Account): UserSummary => ({ id: a.id, username: a.username, avatarUrl: a.avatarUrl });

/** Who-is-who for the other services, mounted at /internal/users (behind requireInternal). */
export function internalUserRoutes(): Router {
  const router = Router();
  router.get('/search', validate({ query: userSearchQuerySchema }), async (_req, res) => {
    const { term, limit } = parsed(res, 'query', userSearchQuerySchema);
    res.json({ items: (await searchAccountsByUsername(term, limit)).map(summary) });
  });
  router.post('/batch', validate({ body: userBatchRequestSchema }), async (_req, res) => {
    const { userIds } = parsed(res, 'body', userBatchRequestSchema);
    res.json({ items: (await findAccountsByIds(userIds)).map(summary) });
  });
  router.get('/:userId', validate({ params: userIdParamsSchema }), async (_req, res) => {
    const account = await findAccountById(parsed(res, 'params', userIdParamsSchema).userId);
    if (!account) throw notFound('No such user.');
    res.json(summary(account));
  });
  return router;
}
