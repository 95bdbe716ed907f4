import {
  walletCreditBatchRequestSchema,
  walletCreditBatchResponseSchema,
  walletCreditRequestSchema,
  walletCreditResponseSchema,
  walletGiftRequestSchema,
  walletTransferRequestSchema,
  walletTransferResponseSchema,
} from '@fff/contracts';
import { declareRoutes } from '@fff/service-kit';
import { creditBatch } from './credit-batch';
import { gift } from './gift';
import { credit, transfer } from './service';

const route = declareRoutes();
const internal = { auth: 'internal', tags: ['internal'], errors: [409] } as const;

/** Service-to-service wallet calls: podium credits, gifts and transfers are svc-social's, referral bonuses identity's. */
export const walletInternalRoutes = [
  route(
    {
      ...internal,
      method: 'post',
      path: '/internal/wallet/credit',
      callers: ['social', 'identity'],
      summary: 'Credit a wallet, at most once per operationId',
      body: walletCreditRequestSchema,
      responses: {
        200: { description: 'Whether it was applied and the balance', schema: walletCreditResponseSchema },
      },
    },
    ({ body }) => credit(body),
  ),
  route(
    {
      ...internal,
      method: 'post',
      path: '/internal/wallet/credit-batch',
      callers: ['social'],
      summary: 'Credit many wallets (a league podium) in one call, each at most once per operationId',
      body: walletCreditBatchRequestSchema,
      responses: {
        200: { description: 'One outcome per credit, in order', schema: walletCreditBatchResponseSchema },
      },
    },
    ({ body }) => creditBatch(body.credits),
  ),
  route(
    {
      ...internal,
      method: 'post',
      path: '/internal/wallet/transfer',
      callers: ['social'],
      summary:
        'Move Spice Stones between two learners, at most once per operationId (409 insufficient_funds)',
      body: walletTransferRequestSchema,
      responses: {
        200: {
          description: 'Whether it was applied and both balances',
          schema: walletTransferResponseSchema,
        },
      },
    },
    ({ body }) => transfer(body),
  ),
  route(
    {
      ...internal,
      method: 'post',
      path: '/internal/wallet/gift',
      callers: ['social'],
      summary:
        'A Spice Stones gift: the transfer plus an activity line for both learners, at most once per operationId',
      body: walletGiftRequestSchema,
      responses: {
        200: {
          description: 'Whether it was applied and both balances',
          schema: walletTransferResponseSchema,
        },
      },
    },
    ({ body }) => gift(body),
  ),
];
