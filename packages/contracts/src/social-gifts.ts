import { GIFT_DESCRIPTION_MAX, SEND_STONES, SOCIAL_ERRORS } from '@fff/domain';
import * as z from 'zod/mini';
import { userIdSchema } from './common';
import { operationIdSchema, walletTransferRequestSchema } from './wallet';

/**
 * POST /api/flavour-stones/send {toUserId, amount, description}. The client sends one
 * `Idempotency-Key` header per intended gift, so a double click or a retry pays once.
 */
export const sendStonesBodySchema = z.object({
  toUserId: userIdSchema,
  amount: z
    .number({ error: SOCIAL_ERRORS.giftAmount })
    .check(
      z.int(SOCIAL_ERRORS.giftAmount),
      z.gte(SEND_STONES.min, SOCIAL_ERRORS.giftAmount),
      z.lte(SEND_STONES.max, SOCIAL_ERRORS.giftAmount),
    ),
  description: z.nullish(
    z
      .string()
      .check(z.maxLength(GIFT_DESCRIPTION_MAX, `A note is at most ${GIFT_DESCRIPTION_MAX} characters`)),
  ),
});

/** The Idempotency-Key header of a gift (shorter than an operation id: svc-social prefixes it). */
export const giftKeySchema = operationIdSchema.check(
  z.maxLength(100, 'An idempotency key is at most 100 characters'),
);

/** sent: both balances changed. pending: svc-learning was unreachable; svc-social retries until it answers. */
export const sendStonesResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['sent', 'pending']),
  amount: z.number().check(z.int()),
  message: z.string(),
});

/**
 * POST /internal/wallet/gift on svc-learning: a transfer (idempotent by operationId) that also
 * writes a 'stones_received' activity for the receiver and 'stones_sent' for the sender.
 */
export const walletGiftRequestSchema = z.safeExtend(walletTransferRequestSchema, {
  fromUsername: z.string().check(z.minLength(1), z.maxLength(64)),
  toUsername: z.string().check(z.minLength(1), z.maxLength(64)),
});

export type SendStonesBody = z.infer<typeof sendStonesBodySchema>;
export type SendStonesResponse = z.infer<typeof sendStonesResponseSchema>;
export type WalletGiftRequest = z.infer<typeof walletGiftRequestSchema>;
