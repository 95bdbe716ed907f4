import { MAX_WALLET_OPERATION_AMOUNT } from '@fff/domain';
import * as z from 'zod/mini';
import { userIdSchema } from './common';

/**
 * Ledger-backed wallet owned by svc-learning. Other services move currency only through
 * POST /internal/wallet/credit and POST /internal/wallet/transfer; both are idempotent by operationId.
 */
export const walletCurrencySchema = z.enum(['spiceStones', 'coins']);

/** Caller-chosen key that makes a wallet call safe to retry (same key → paid at most once). */
export const operationIdSchema = z
  .string()
  .check(
    z.minLength(1, 'An operation id is required'),
    z.maxLength(200, 'An operation id is at most 200 characters'),
    z.regex(/^[A-Za-z0-9:_.-]+$/, 'An operation id may only contain letters, digits and : _ . -'),
  );

const amountSchema = z
  .number()
  .check(
    z.int('The amount must be a whole number'),
    z.positive('The amount must be positive'),
    z.lte(MAX_WALLET_OPERATION_AMOUNT, `The amount must be at most ${MAX_WALLET_OPERATION_AMOUNT}`),
  );
const reasonSchema = z.string().check(z.minLength(1, 'A reason is required'), z.maxLength(200));

export const walletCreditRequestSchema = z.object({
  userId: userIdSchema,
  currency: walletCurrencySchema,
  amount: amountSchema,
  reason: reasonSchema,
  operationId: operationIdSchema,
});

/** applied is false when the operationId was already used (the balance is then the current one). */
export const walletCreditResponseSchema = z.object({
  applied: z.boolean(),
  balance: z.number().check(z.int(), z.gte(0)),
});

export const walletTransferRequestSchema = z
  .object({
    fromUserId: userIdSchema,
    toUserId: userIdSchema,
    currency: z.literal('spiceStones'),
    amount: amountSchema,
    reason: reasonSchema,
    operationId: operationIdSchema,
  })
  .check(
    z.refine((t) => t.fromUserId !== t.toUserId, {
      message: 'A transfer needs two different users',
      path: ['toUserId'],
    }),
  );

/** 409 { error: 'insufficient_funds', message: 'Not enough Spice Stones.' } when the sender cannot pay. */
export const walletTransferResponseSchema = z.object({
  applied: z.boolean(),
  fromBalance: z.number().check(z.int(), z.gte(0)),
  toBalance: z.number().check(z.int(), z.gte(0)),
});

export const INSUFFICIENT_FUNDS_ERROR = 'insufficient_funds';

export type WalletCurrency = z.infer<typeof walletCurrencySchema>;
export type WalletCreditRequest = z.infer<typeof walletCreditRequestSchema>;
export type WalletCreditResponse = z.infer<typeof walletCreditResponseSchema>;
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;
export type WalletTransferResponse = z.infer<typeof walletTransferResponseSchema>;

/**
 * POST /internal/wallet/credit-batch: many credits in one call (a league cohort's podium), each paid
 * at most once by its operationId exactly as the single credit, each optionally with the podium fact
 * its learner earned (counted once by podiumFactId).
 */
export const walletCreditBatchRequestSchema = z.object({
  credits: z
    .array(z.extend(walletCreditRequestSchema, { podiumFactId: z.optional(operationIdSchema) }))
    .check(z.minLength(1), z.maxLength(100)),
});

/**
 * One outcome per credit, in request order: applied (paid by this call), duplicate (paid before) or
 * refused for good with the status and error code the single credit would answer (401
 * session_revoked for an erased learner, 409 conflict for an id used for another operation).
 */
export const walletCreditBatchResponseSchema = z.object({
  results: z.array(
    z.object({
      operationId: operationIdSchema,
      outcome: z.enum(['applied', 'duplicate', 'refused']),
      status: z.optional(z.number().check(z.int())),
      error: z.optional(z.string()),
    }),
  ),
});

export type WalletCreditBatchRequest = z.infer<typeof walletCreditBatchRequestSchema>;
export type WalletCreditBatchResponse = z.infer<typeof walletCreditBatchResponseSchema>;
export type WalletCreditBatchItem = WalletCreditBatchRequest['credits'][number];
