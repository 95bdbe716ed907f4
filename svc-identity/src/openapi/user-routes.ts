import {
  userBatchRequestSchema,
  userBatchResponseSchema,
  userIdParamsSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
  userSummarySchema,
  type RouteDoc,
} from '@fff/contracts';
import { z } from 'zod';

/** The avatar route checks its file name by hand; this only describes it. */
const avatarParams = z.object({ file: z.string().regex(/^[a-f0-9]{24}\.webp$/) });

/**
 * svc-identity's /api/avatars route (public through the gateway), still described apart from its Express
 * route; the /api/user routes are declared with their descriptions in users/routes.ts and account-data/routes.ts.
 */
export const identityUserRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/avatars/{file}',
    summary: 'A profile picture (public: img tags send no token; cached for a year, ?v= busts it)',
    auth: 'none',
    tags: ['user'],
    params: avatarParams,
    unvalidated: true,
    responses: { 200: { description: 'The picture', contentType: 'image/webp' } },
    errors: [404],
  },
];

/** svc-identity's /internal routes (service-to-service, never through the gateway). */
export const identityInternalRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/internal/users/search',
    summary: 'Users whose username starts with the term (case-insensitive)',
    auth: 'internal',
    tags: ['internal'],
    query: userSearchQuerySchema,
    responses: { 200: { description: 'Matches', schema: userSearchResponseSchema } },
  },
  {
    method: 'post',
    path: '/internal/users/batch',
    summary: 'Summaries of many users, found ones only, in request order',
    auth: 'internal',
    tags: ['internal'],
    body: userBatchRequestSchema,
    responses: { 200: { description: 'Summaries', schema: userBatchResponseSchema } },
  },
  {
    method: 'get',
    path: '/internal/users/{userId}',
    summary: "One user's summary (name and avatar)",
    auth: 'internal',
    tags: ['internal'],
    params: userIdParamsSchema,
    responses: { 200: { description: 'Summary', schema: userSummarySchema } },
    errors: [404],
  },
];
