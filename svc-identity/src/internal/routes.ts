import {
  userBatchRequestSchema,
  userBatchResponseSchema,
  userIdParamsSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
  userSummarySchema,
  type UserSummary,
} from '@fff/contracts';
import { declareRoutes, notFound } from '@fff/service-kit';
import type { Account } from '../users/account';
import { findAccountById, findAccountsByIds, searchAccountsByUsername } from '../users/repository';

const summary = (a: Account): UserSummary => ({ id: a.id, username: a.username, avatarUrl: a.avatarUrl });

const route = declareRoutes();
// Names and avatars are svc-social's (league, friends, search).
const internal = { auth: 'internal', callers: ['social'], tags: ['internal'] } as const;

/** Who-is-who for svc-social. */
export const internalUserRoutes = [
  route(
    {
      ...internal,
      method: 'get',
      path: '/internal/users/search',
      summary: 'Users whose username starts with the term (case-insensitive)',
      query: userSearchQuerySchema,
      responses: { 200: { description: 'Matches', schema: userSearchResponseSchema } },
    },
    async ({ query }) => ({ items: (await searchAccountsByUsername(query.term, query.limit)).map(summary) }),
  ),
  route(
    {
      ...internal,
      method: 'post',
      path: '/internal/users/batch',
      summary: 'Summaries of many users, found ones only, in request order',
      body: userBatchRequestSchema,
      responses: { 200: { description: 'Summaries', schema: userBatchResponseSchema } },
    },
    async ({ body }) => ({ items: (await findAccountsByIds(body.userIds)).map(summary) }),
  ),
  route(
    {
      ...internal,
      method: 'get',
      path: '/internal/users/{userId}',
      summary: "One user's summary (name and avatar)",
      params: userIdParamsSchema,
      responses: { 200: { description: 'Summary', schema: userSummarySchema } },
      errors: [404],
    },
    async ({ params }) => {
      const account = await findAccountById(params.userId);
      if (!account) throw notFound('No such user.');
      return summary(account);
    },
  ),
];
