import {
  progressionBatchRequestSchema,
  progressionBatchResponseSchema,
  progressionSchema,
  userIdParamsSchema,
  walletCreditRequestSchema,
  walletCreditResponseSchema,
  walletGiftRequestSchema,
  walletTransferRequestSchema,
  walletTransferResponseSchema,
  weeklyXpRequestSchema,
  weeklyXpResponseSchema,
  type RouteDoc,
} from '@fff/contracts';

const tags = ['internal'];

/** svc-learning's /internal routes (service-to-service, never through the gateway). */
export const learningInternalRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/internal/progression/{userId}',
    summary: "One learner's progression (defaults for an unknown user)",
    auth: 'internal',
    tags,
    params: userIdParamsSchema,
    responses: { 200: { description: 'Progression', schema: progressionSchema } },
  },
  {
    method: 'post',
    path: '/internal/progression/batch',
    summary: 'Progressions of many learners, one per distinct id in request order',
    auth: 'internal',
    tags,
    body: progressionBatchRequestSchema,
    responses: { 200: { description: 'Progressions', schema: progressionBatchResponseSchema } },
  },
  {
    method: 'post',
    path: '/internal/progression/weekly',
    summary: 'Lifetime XP and the XP earned in one league week, by kind, of many learners',
    auth: 'internal',
    tags,
    body: weeklyXpRequestSchema,
    responses: { 200: { description: 'Weekly XP', schema: weeklyXpResponseSchema } },
  },
  {
    method: 'post',
    path: '/internal/wallet/credit',
    summary: 'Credit a wallet, at most once per operationId',
    auth: 'internal',
    tags,
    body: walletCreditRequestSchema,
    responses: {
      200: { description: 'Whether it was applied and the balance', schema: walletCreditResponseSchema },
    },
    errors: [409],
  },
  {
    method: 'post',
    path: '/internal/wallet/transfer',
    summary: 'Move Spice Stones between two learners, at most once per operationId (409 insufficient_funds)',
    auth: 'internal',
    tags,
    body: walletTransferRequestSchema,
    responses: {
      200: { description: 'Whether it was applied and both balances', schema: walletTransferResponseSchema },
    },
    errors: [409],
  },
  {
    method: 'post',
    path: '/internal/wallet/gift',
    summary: 'A Spice Stones gift: the transfer plus an activity line for both learners, at most once per operationId',
    auth: 'internal',
    tags,
    body: walletGiftRequestSchema,
    responses: {
      200: { description: 'Whether it was applied and both balances', schema: walletTransferResponseSchema },
    },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/internal/users/{userId}',
    summary: 'Delete everything svc-learning holds about a user (account deletion)',
    auth: 'internal',
    tags,
    params: userIdParamsSchema,
    responses: { 204: { description: 'Deleted (also when there was nothing)' } },
  },
];
